/** Requests of the payments API, parsed on the server and reused by the forms. */
export {};
