/** Tables of the photos feature. */
export {};
