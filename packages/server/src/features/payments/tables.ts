/** Tables of the payments feature. */
export {};
