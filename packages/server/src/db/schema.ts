/** Every table of every feature, for Drizzle's migrations and typed queries. */
export * from '../features/accounts/tables.ts';
export * from '../features/achievements/tables.ts';
export * from '../features/audit/tables.ts';
export * from '../features/blogs/tables.ts';
export * from '../features/comments/tables.ts';
export * from '../features/content/tables.ts';
export * from '../features/engagement/tables.ts';
export * from '../features/live-qa/tables.ts';
export * from '../features/mail/tables.ts';
export * from '../features/notebooks/tables.ts';
export * from '../features/notifications/tables.ts';
export * from '../features/payments/tables.ts';
export * from '../features/photos/tables.ts';
export * from '../features/polls/tables.ts';
export * from '../features/quizzes/tables.ts';
export * from '../features/rate-limit/tables.ts';
export * from '../features/sharing/tables.ts';
