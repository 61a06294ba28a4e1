import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

/**
 * Opaque keyset cursors: base64url JSON of the last item's sort key. Clients never read them; the
 * server checks them again with a strict schema, so a forged or truncated cursor is a 400, never a 500
 * and never a value the database sees unchecked.
 */

/** A timestamp as `to_char(… at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')` writes it (microseconds). */
export const zCursorTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
export const zCursorId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

const invalidCursor = () => new AppError('validation.failed', { fields: { cursor: 'validation.invalid' } });

/** Newest-first lists: (time, id) of the last item. */
export const zTimeCursor = z.strictObject({ t: zCursorTime, i: zCursorId });
export type TimeCursor = z.infer<typeof zTimeCursor>;

/** Hot lists: (hot score, id) of the last item. */
export const zHotCursor = z.strictObject({ s: z.number().finite(), i: zCursorId });
export type HotCursor = z.infer<typeof zHotCursor>;
