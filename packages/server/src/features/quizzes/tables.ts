/** Tables of the quizzes feature. */
export {};
