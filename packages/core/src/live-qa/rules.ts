/** Pure rules and constants of the live-qa feature (no zod here, so pages do not bundle it). */
export {};
