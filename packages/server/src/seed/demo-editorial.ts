import { CTYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../features/accounts/tables.ts';
import { recordTeamEvent } from '../features/audit/team-events.ts';
import { contents } from '../features/content/tables.ts';
import { insertContent } from '../features/content/write.ts';
import { recordRevision } from '../features/editorial/revisions.ts';
import { notifications } from '../features/notifications/tables.ts';
import { TEAMS } from './demo-data/teams.ts';

/**
 * No demo review queue is empty on a fresh start: in each team a member's story is submitted and waits
 * for an editor (/dashboard/@{magazine}/review), with its 'submitted' revision, team event and the
 * magazine's notification, as submitting it in the editor leaves them.
 */
export async function seedDemoSubmissions(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    const people = await tx.select({ id: users.id, username: users.username }).from(users);
    const idOf = (username: string) => {
      const row = people.find((person) => person.username === username);
      if (!row) throw new Error(`demo seed: ${username} is missing`);
      return row.id;
    };
    for (const team of TEAMS) {
      const { submission } = team;
      const submittedAt = new Date(now.getTime() - submission.hoursAgo * 3_600_000);
      const author = idOf(submission.by);
      const magazine = idOf(team.username);
      const id = await insertContent(
        tx,
        {
          ctype: CTYPE.post,
          status: 'draft',
          authorId: author,
          publisherId: magazine,
          title: submission.title,
          description: submission.description,
          body: submission.body,
          lang: submission.lang,
        },
        submittedAt,
      );
      await tx
        .update(contents)
        .set({ reviewState: 'submitted', submittedAt, updatedAt: submittedAt })
        .where(eq(contents.id, id));
      await recordRevision(tx, { contentId: id, editorId: author, kind: 'submitted', at: submittedAt });
      await recordTeamEvent(tx, 'editorial.submit', {
        magazineUserId: magazine,
        actorUserId: author,
        data: { cgroupId: id, title: submission.title },
        at: submittedAt,
      });
      await tx.insert(notifications).values({
        userId: magazine,
        actorId: author,
        kind: 'submission',
        contentId: id,
        magazineId: magazine,
        createdAt: submittedAt,
      });
    }
  });
}
