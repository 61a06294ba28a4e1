/** Pure rules and constants of the payments feature (no zod here, so pages do not bundle it). */
export {};
