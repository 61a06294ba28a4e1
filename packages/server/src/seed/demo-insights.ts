import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The demo readers all opened their stories at seeding time; spread those reads over the four weeks
 * before it (never before a story came out), so a magazine's insights show days, not one bar.
 */
export async function spreadDemoReads(db: Db, now: Date) {
  await db.execute(sql`
    update reads r set created_at = greatest(
      c.published_at,
      ${now.toISOString()}::timestamptz - ((r.user_id * 7 + r.content_id * 3) % 28) * interval '1 day'
        - ((r.user_id + r.content_id) % 12) * interval '1 hour')
    from contents c
    where c.id = r.content_id and c.published_at is not null`);
}
