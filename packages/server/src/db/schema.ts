/** Every table of every feature, for Drizzle's migrations and typed queries. */
export * from '../features/accounts/tables.ts';
export * from '../features/audit/tables.ts';
export * from '../features/mail/tables.ts';
export * from '../features/rate-limit/tables.ts';
