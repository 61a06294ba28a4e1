/** Requests of the polls API, parsed on the server and reused by the forms. */
export {};
