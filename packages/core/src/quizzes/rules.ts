/** Pure rules and constants of the quizzes feature (no zod here, so pages do not bundle it). */
export {};
