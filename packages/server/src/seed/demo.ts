import { TOUR_NAMES, TOURS } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../features/accounts/secrets.ts';
import { users } from '../features/accounts/tables.ts';
import { seedDemoPayments } from '../features/payments/demo.ts';
import { seedDemoLibrary } from '../features/photos/demo-library.ts';
import { tutorialProgress } from '../features/tutorials/tables.ts';
import { seedDemoReading } from './demo-content.ts';
import { PEOPLE } from './demo-data/people.ts';
import { seedDemoSubmissions } from './demo-editorial.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { spreadDemoReads } from './demo-insights.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoTeams } from './demo-teams.ts';

/** Every demo person signs in with this password (documented in the README; local demo data only). */
export const DEMO_PASSWORD = 'demo-reader-2026';

/** The demo people's usernames, as `npm start` names them. */
export const DEMO_USERNAMES = PEOPLE.map((person) => person.username);

/** Are the demo people here (a database this app seeded, not a real site's)? Their admin tells. */
export async function hasDemoPeople(db: Db): Promise<boolean> {
  const admin: string = PEOPLE[0].username;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.username, admin), eq(users.email, `${admin}@example.com`)));
  return (row?.n ?? 0) > 0;
}

/**
 * Demo content on an empty database, so a fresh clone shows a living site: writers in each language
 * (demo-data/people.ts; ada is the admin), two magazines and a business with a member in every role,
 * a plan each, a story in each review queue and the business's own site (demo-data/teams.ts), stories
 * of every type, and readers' follows, reads, votes, comments and donations. Later features add their
 * own demo rows here.
 */
export async function seedDemoContent(db: Db, config: AppConfig) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.passwordHashCost);
  const now = new Date();

  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        PEOPLE.map((person, index) => ({
          ...person,
          langs: [...person.langs],
          email: `${person.username}@example.com`,
          emailVerifiedAt: now,
          passwordHash,
          profileCreated: true,
          firstTimeLogin: false,
          admin: index === 0,
          masterAdmin: index === 0,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = (username: string) => {
      const person = people.find((row) => row.username === username);
      if (!person) throw new Error(`demo seed: ${username} is missing`);
      return person.id;
    };
    // The demo people are regulars, long past their first visit: the first-run tours are for newcomers.
    await tx
      .insert(tutorialProgress)
      .values(
        people.flatMap(({ id }) =>
          TOUR_NAMES.map((tour) => ({ userId: id, tour, steps: [...TOURS[tour]], finishedAt: now })),
        ),
      );
    await seedDemoTeams(tx, idOf, now);
  });
  await seedDemoPlans(db, config, now);
  await seedDemoReading(db, config, now);
  await seedDemoLibrary(db, config);
  await seedDemoEngagement(db, config);
  await spreadDemoReads(db, now);
  await seedDemoPayments(db, config);
  await seedDemoSubmissions(db, now);
}
