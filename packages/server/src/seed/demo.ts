import { MAGAZINE_ROLE, OWNER_TYPE, PLAN_GROUP, PLAN_PERIOD_DAYS, USER_TYPE } from '@masthead/core';
import { count } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../features/accounts/secrets.ts';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import { seedDemoPayments } from '../features/payments/demo.ts';
import { seedDemoLibrary } from '../features/photos/demo-library.ts';
import { seedDemoBusiness } from './demo-business.ts';
import { seedDemoReading } from './demo-content.ts';
import { seedDemoSubmission } from './demo-editorial.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { spreadDemoReads } from './demo-insights.ts';

/** Every demo person signs in with this password (documented in the README; local demo data only). */
export const DEMO_PASSWORD = 'demo-reader-2026';

const PEOPLE = [
  {
    username: 'ada',
    displayName: 'Ada Okafor',
    bio: 'Editor-in-chief of The Long Table. Food, cities and the people who feed them.',
    website: 'https://example.org/ada',
    langs: ['en'],
  },
  {
    username: 'mei',
    displayName: '林美君',
    bio: '台北的自由撰稿人，寫旅行、咖啡與城市散步。',
    website: '',
    langs: ['tw', 'en'],
  },
  {
    username: 'wen',
    displayName: '王文',
    bio: '在上海写科技与产品，偶尔写诗。',
    website: '',
    langs: ['cn', 'en'],
  },
  {
    username: 'budi',
    displayName: 'Budi Santoso',
    bio: 'Penulis lepas di Yogyakarta: budaya, musik, dan kopi.',
    website: '',
    langs: ['in', 'en'],
  },
  {
    username: 'sam',
    displayName: 'Sam Reyes',
    bio: 'Reader first. Collecting the best independent writing on the web.',
    website: '',
    langs: ['en'],
  },
] as const;

/**
 * Demo content on an empty database, so a fresh clone shows a living site: a few writers in each
 * language, a magazine with its team, a business with its own site, and an admin. Later features add their own demo rows here.
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
    const id = (username: string) => people.find((p) => p.username === username)!.id;

    const [magazine] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: 'thelongtable',
        displayName: 'The Long Table',
        bio: 'An independent magazine about food and the cities that cook it.',
        profileCreated: true,
      })
      .returning({ id: users.id });
    await tx.insert(magazines).values({ userId: magazine!.id, kind: 'magazine', createdBy: id('ada') });
    await tx.insert(magazinePlans).values({ magazineUserId: magazine!.id, planGroup: PLAN_GROUP.free });
    await tx.insert(magazineMembers).values([
      {
        magazineUserId: magazine!.id,
        userId: id('ada'),
        role: MAGAZINE_ROLE.owner,
        ownerType: OWNER_TYPE.primary,
      },
      {
        magazineUserId: magazine!.id,
        userId: id('mei'),
        role: MAGAZINE_ROLE.editor,
        ownerType: OWNER_TYPE.none,
      },
      {
        magazineUserId: magazine!.id,
        userId: id('budi'),
        role: MAGAZINE_ROLE.writer,
        ownerType: OWNER_TYPE.none,
      },
      {
        magazineUserId: magazine!.id,
        userId: id('wen'),
        role: MAGAZINE_ROLE.contributor,
        ownerType: OWNER_TYPE.none,
      },
    ]);

    // A business on a paid plan, for the switcher: ada runs it, mei manages it, budi writes for it.
    const [business] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: 'harbourlights',
        displayName: 'Harbour Lights',
        bio: 'A small press for coastal towns: their kitchens, boats and late-night radio.',
        profileCreated: true,
      })
      .returning({ id: users.id });
    await tx.insert(magazines).values({ userId: business!.id, kind: 'business', createdBy: id('ada') });
    await tx.insert(magazinePlans).values({
      magazineUserId: business!.id,
      planGroup: PLAN_GROUP.standard,
      periodStart: now,
      periodEnd: new Date(now.getTime() + PLAN_PERIOD_DAYS * 24 * 60 * 60 * 1000),
    });
    await tx.insert(magazineMembers).values([
      {
        magazineUserId: business!.id,
        userId: id('ada'),
        role: MAGAZINE_ROLE.owner,
        ownerType: OWNER_TYPE.primary,
      },
      { magazineUserId: business!.id, userId: id('mei'), role: MAGAZINE_ROLE.managingEditor },
      { magazineUserId: business!.id, userId: id('budi'), role: MAGAZINE_ROLE.writer },
    ]);
  });
  await seedDemoReading(db, config, now);
  await seedDemoBusiness(db, now);
  await seedDemoLibrary(db, config);
  await seedDemoEngagement(db, config);
  await spreadDemoReads(db, now);
  await seedDemoPayments(db, config);
  await seedDemoSubmission(db, now);
}
