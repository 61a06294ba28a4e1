/** Pure rules and constants of the blogs feature (no zod here, so pages do not bundle it). */
export {};
