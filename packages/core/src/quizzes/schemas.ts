/** Requests of the quizzes API, parsed on the server and reused by the forms. */
export {};
