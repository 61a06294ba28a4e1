/** Requests of the photos API, parsed on the server and reused by the forms. */
export {};
