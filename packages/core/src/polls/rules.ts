/** Pure rules and constants of the polls feature (no zod here, so pages do not bundle it). */
export {};
