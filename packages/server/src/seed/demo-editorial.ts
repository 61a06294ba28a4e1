import { CTYPE } from '@masthead/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../features/accounts/tables.ts';
import { recordTeamEvent } from '../features/audit/team-events.ts';
import { contents } from '../features/content/tables.ts';
import { insertContent } from '../features/content/write.ts';
import { recordRevision } from '../features/editorial/revisions.ts';
import { notifications } from '../features/notifications/tables.ts';

/**
 * The demo magazine's review queue is not empty on a fresh start: wen (a contributor) has submitted a
 * story to The Long Table, waiting for mei or ada to review it (/dashboard/@thelongtable/review).
 */
export async function seedDemoSubmission(db: Db, now = new Date()) {
  const submittedAt = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['wen', 'thelongtable']));
    const wen = people.find((row) => row.username === 'wen')?.id;
    const magazine = people.find((row) => row.username === 'thelongtable')?.id;
    if (!wen || !magazine) return;
    const id = await insertContent(
      tx,
      {
        ctype: CTYPE.post,
        status: 'draft',
        authorId: wen,
        publisherId: magazine,
        title: 'Breakfast on Yongkang Street',
        description: 'Soy milk, scallion pancakes and a queue that starts before six.',
        body: '<p>Soy milk, scallion pancakes and a queue that starts before six. The first customers are taxi drivers finishing the night shift.</p><p>By seven the office workers arrive, and the cooks never look up.</p>',
        lang: 'en',
      },
      submittedAt,
    );
    await tx
      .update(contents)
      .set({ reviewState: 'submitted', submittedAt, updatedAt: submittedAt })
      .where(eq(contents.id, id));
    await recordRevision(tx, { contentId: id, editorId: wen, kind: 'submitted', at: submittedAt });
    await recordTeamEvent(tx, 'editorial.submit', {
      magazineUserId: magazine,
      actorUserId: wen,
      data: { cgroupId: id, title: 'Breakfast on Yongkang Street' },
      at: submittedAt,
    });
    await tx.insert(notifications).values({
      userId: magazine,
      actorId: wen,
      kind: 'submission',
      contentId: id,
      magazineId: magazine,
      createdAt: submittedAt,
    });
  });
}
