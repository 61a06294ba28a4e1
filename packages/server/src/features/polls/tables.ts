/** Tables of the polls feature. */
export {};
