/** Tables of the live-qa feature. */
export {};
