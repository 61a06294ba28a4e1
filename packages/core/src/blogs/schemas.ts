/** Requests of the blogs API, parsed on the server and reused by the forms. */
export {};
