/** Tables of the blogs feature. */
export {};
