/** Requests of the live-qa API, parsed on the server and reused by the forms. */
export {};
