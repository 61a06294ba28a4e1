/** Pure rules and constants of the quizzes feature (no zod here, so pages do not bundle it). */

/** A result's shareable code: 128 bits, base64url (22 characters). */
export const QUIZ_RESULT_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** SPEC §2 quiz result, shareable: /quiz_result.html?code={code}. */
export const quizResultPath = (code: string) => `/quiz_result.html?code=${encodeURIComponent(code)}`;

/** Questions a quiz may have (core's quiz schema), and options per question. */
export const QUIZ_LIMITS = { questionsMax: 50, optionsMax: 6 } as const;
