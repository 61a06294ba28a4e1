import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACTING_ROLES,
  actingRole,
  CTYPES,
  OPEN_CONTRIBUTION_DEFAULTS,
  OWNER_TYPE,
  PLAN_GROUP,
} from '@masthead/core';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { contents, locations } from '../features/content/tables.ts';
import { businessSiteFor } from '../features/magazines/business.ts';
import { planStatesOf } from '../features/magazines/plan-state.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import { openTestDatabase } from '../test/database.ts';
import { assertTopicCountsMatch } from '../test/invariants.ts';
import { seedDemoContent } from './demo.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-demo-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), passwordHashCost: 1024 };
  await seedDemoContent(database.db, config);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo reading content', () => {
  it('leaves mei a few drafts, one with a shareable preview, so My Posts shows both tabs', async () => {
    const drafts = await database.db
      .select({ previewCode: contents.previewCode, publishedAt: contents.publishedAt })
      .from(contents)
      .where(eq(contents.status, 'draft'));
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.every((row) => row.publishedAt === null)).toBe(true);
    expect(drafts.filter((row) => row.previewCode).length).toBe(1);
  });

  it('publishes stories of every type in every language, over the last 30 days, quickly', async () => {
    const db = database.db;
    const rows = await db
      .select({
        ctype: contents.ctype,
        lang: contents.lang,
        publishedAt: contents.publishedAt,
        photo: contents.photoPath,
      })
      .from(contents)
      .where(eq(contents.status, 'published'));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((row) => row.ctype))).toEqual(new Set(CTYPES));
    expect(new Set(rows.map((row) => row.lang))).toEqual(new Set(['en', 'tw', 'cn', 'in']));
    const monthAgo = Date.now() - 30 * 86_400_000 - 60_000;
    for (const row of rows) expect(row.publishedAt?.getTime()).toBeGreaterThan(monthAgo);
    expect(rows.filter((row) => row.photo).length).toBeGreaterThan(40);
    const cover = rows.find((row) => row.photo)?.photo ?? '';
    expect(
      fs.existsSync(path.join(dataDir, 'uploads', cover.replace('/images/', '').replace('.jpg', '-xl.jpg'))),
    ).toBe(true);
  });

  it('keeps the topic counts equal to the published rows of content_topics, and a hot score on every story', async () => {
    const db = database.db;
    await assertTopicCountsMatch(db);
    const [unscored] = await db.select({ n: count() }).from(contents).where(eq(contents.hotScore, 0));
    expect(unscored?.n).toBe(0);
    const [featured] = await db.select({ n: count() }).from(locations).where(eq(locations.featured, true));
    expect(featured?.n).toBeGreaterThanOrEqual(5);
  });

  it('gives every place a picture of its own, stored in every size', async () => {
    const places = await database.db.select({ photo: locations.photoPath }).from(locations);
    const photos = places.map((place) => place.photo);
    expect(photos.every(Boolean)).toBe(true);
    expect(new Set(photos).size).toBe(photos.length);
    for (const photo of photos) {
      for (const size of ['m', 'l', 'xl']) {
        const file = (photo ?? '').replace('/images/', '').replace('.jpg', `-${size}.jpg`);
        expect(fs.existsSync(path.join(dataDir, 'uploads', file))).toBe(true);
      }
    }
  });
});

/** A raw query's rows: node-postgres and PGlite both put them under `rows`. */
async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('demo readers', () => {
  it('follow, read, vote, comment and save through the services, so every counter equals its rows', async () => {
    const [mismatch] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from contents c where
        c.upvote_count <> (select count(*) from votes v where v.content_id = c.id and v.value = 1)
        or c.downvote_count <> (select count(*) from votes v where v.content_id = c.id and v.value = -1)
        or c.read_count <> (select count(*) from reads r where r.content_id = c.id)
        or c.comment_count <> (select count(*) from comments m where m.content_id = c.id and m.deleted_at is null)
        or c.save_count <> (select count(*) from notebook_items i where i.content_id = c.id)`);
    expect(mismatch?.n).toBe(0);
    const [totals] = await queryRows<{
      votes: number;
      reads: number;
      replies: number;
      notes: number;
      badges: number;
    }>(sql`
      select (select count(*)::int from votes) as votes, (select count(*)::int from reads) as reads,
        (select count(*)::int from comments where parent_id is not null) as replies,
        (select count(*)::int from notifications) as notes,
        (select count(*)::int from achievements where value > 0) as badges`);
    expect(totals?.votes).toBeGreaterThan(20);
    expect(totals?.reads).toBeGreaterThan(100);
    expect(totals?.replies).toBeGreaterThan(0);
    expect(totals?.notes).toBeGreaterThan(0);
    expect(totals?.badges).toBeGreaterThan(0);
  });
});

describe('demo teams', () => {
  const db = () => database.db;
  const teamIds = async () => {
    const rows = await db()
      .select({ id: users.id, username: users.username, kind: magazines.kind })
      .from(magazines)
      .innerJoin(users, eq(users.id, magazines.userId))
      .orderBy(users.id);
    return rows;
  };

  it('are two magazines and one business, each with a member in every role and one primary owner', async () => {
    const teams = await teamIds();
    expect(teams.map(({ username, kind }) => ({ username, kind }))).toEqual([
      { username: 'thelongtable', kind: 'magazine' },
      { username: 'signalnoise', kind: 'magazine' },
      { username: 'harbourlight', kind: 'business' },
    ]);
    for (const team of teams) {
      const members = await db()
        .select({ role: magazineMembers.role, ownerType: magazineMembers.ownerType })
        .from(magazineMembers)
        .where(eq(magazineMembers.magazineUserId, team.id));
      const roles = members.map((member) => actingRole(member));
      expect(new Set(roles), team.username).toEqual(new Set(ACTING_ROLES));
      expect(members.filter((member) => member.ownerType === OWNER_TYPE.primary)).toHaveLength(1);
    }
  });

  it('have a plan each: The Long Table on Pro, Harbour Light on Standard, both paid with a saved card', async () => {
    const teams = await teamIds();
    const states = await planStatesOf(
      db(),
      teams.map((team) => team.id),
    );
    const byName = (username: string) => states.get(teams.find((team) => team.username === username)!.id);
    expect(byName('thelongtable')).toEqual({ group: PLAN_GROUP.pro, current: true });
    expect(byName('signalnoise')).toEqual({ group: PLAN_GROUP.free, current: true });
    expect(byName('harbourlight')).toEqual({ group: PLAN_GROUP.standard, current: true });
    const paid = await db()
      .select({
        group: magazinePlans.planGroup,
        periodEnd: magazinePlans.periodEnd,
        nextRenewalAt: magazinePlans.nextRenewalAt,
        card: magazinePlans.card,
        billingUserId: magazinePlans.billingUserId,
      })
      .from(magazinePlans)
      .where(sql`${magazinePlans.planGroup} > 1`);
    expect(paid).toHaveLength(2);
    for (const plan of paid) {
      expect(plan.periodEnd!.getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);
      expect(plan.nextRenewalAt).toEqual(plan.periodEnd);
      expect(plan.card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(plan.billingUserId).not.toBeNull();
    }
    // Each was a real payment: settled, in the ledger, with its team event.
    const [money] = await queryRows<{ paid: number; events: number }>(sql`
      select (select count(*)::int from payments where purpose = 'plan' and status = 'succeeded') as paid,
        (select count(*)::int from audit_log where action = 'magazine.plan') as events`);
    expect(money).toEqual({ paid: 2, events: 2 });
  });

  it('turn open contribution on for Signal & Noise, with the defaults and short messages', async () => {
    const rows = await db()
      .select({
        username: users.username,
        enabled: magazines.openContributionEnabled,
        settings: magazines.openContribution,
      })
      .from(magazines)
      .innerJoin(users, eq(users.id, magazines.userId))
      .where(eq(magazines.openContributionEnabled, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'signalnoise',
      settings: {
        openContributionButtonText: OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonText,
        openContributionButtonColor: OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonColor,
        feedCardIdx: 0,
      },
    });
    for (const message of ['signUpMessage', 'submitStoryMessage', 'submittedMessage'] as const)
      expect(rows[0]!.settings[message]).toMatch(/^<p>.{10,200}<\/p>$/);
  });

  it("leave one member's story waiting in each review queue", async () => {
    const queued = await db()
      .select({ title: contents.title, status: contents.status, publisher: users.username })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.publisherId))
      .where(eq(contents.reviewState, 'submitted'))
      .orderBy(contents.id);
    expect(queued).toEqual([
      { title: 'Breakfast on Yongkang Street', status: 'draft', publisher: 'thelongtable' },
      { title: 'The Photo Booth That Learned to Print Receipts', status: 'draft', publisher: 'signalnoise' },
      { title: 'Lentera Kertas dari Kampung Nelayan', status: 'draft', publisher: 'harbourlight' },
    ]);
  });

  it('publish stories by several members each, with their history, team events and reads', async () => {
    const [row] = await queryRows<{ bad: number }>(sql`
      select count(*)::int as bad from (
        select m.user_id from magazines m
        join contents c on c.publisher_id = m.user_id and c.status = 'published'
        group by m.user_id
        having count(distinct c.author_id) < 3 or sum(c.read_count) < 5
      ) t`);
    expect(row?.bad).toBe(0);
    // Every team story's author is a member, and its publishing is in the history and the activity.
    const [stories] = await queryRows<{
      stories: number;
      members: number;
      revisions: number;
      events: number;
    }>(sql`
      select count(*)::int as stories,
        count(*) filter (where exists (select 1 from magazine_members mm
          where mm.magazine_user_id = c.publisher_id and mm.user_id = c.author_id))::int as members,
        count(*) filter (where exists (select 1 from content_revisions r
          where r.content_id = c.id and r.kind = 'published'))::int as revisions,
        count(*) filter (where exists (select 1 from audit_log a
          where a.action = 'editorial.publish' and (a.data->>'cgroupId')::bigint = c.id))::int as events
      from contents c join magazines m on m.user_id = c.publisher_id where c.status = 'published'`);
    expect(stories!.stories).toBeGreaterThanOrEqual(25);
    expect(stories).toEqual({
      stories: stories!.stories,
      members: stories!.stories,
      revisions: stories!.stories,
      events: stories!.stories,
    });
  });

  it('serve the business on its own site, with its brand colours', async () => {
    const site = await businessSiteFor(database.db, 'HarbourLight', 'http://localhost:3000');
    expect(site).toMatchObject({ username: 'harbourlight', brandColors: ['#1d3557', '#f4a261'] });
    const [published] = await database.db
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.publisherId, site!.userId), eq(contents.status, 'published')));
    expect(published!.n).toBe(4);
  });

  it('are followed by readers', async () => {
    const [row] = await queryRows<{ n: number }>(sql`
      select min((select count(*) from follows f where f.target_kind = 'user' and f.target_id = m.user_id))::int as n
      from magazines m`);
    expect(row?.n).toBeGreaterThanOrEqual(3);
  });

  it('give every demo person a place in at least one team', async () => {
    const [row] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from users u where u.user_type = 1
        and not exists (select 1 from magazine_members m where m.user_id = u.id)`);
    expect(row?.n).toBe(0);
  });
});
