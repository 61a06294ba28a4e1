import { COOKIE_NAMES, REFERRER } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { resolveSession } from '../features/accounts/sessions.ts';
import { reads } from '../features/engagement/tables.ts';
import { lastMailTo, tokenIn } from './account-fixtures.ts';
import type { TestApp } from './app.ts';
import { doc } from './compose-fixtures.ts';
import type { Subject } from './magazine-permissions.ts';
import { card, key } from './payments-fixtures.ts';
import { newMember } from './permission-scenes.ts';
import { type Person, personOf, type Req, send, type World } from './permission-world.ts';
import { insertComment, insertPerson } from './reading-fixtures.ts';

/**
 * What the leak checks read (TESTING §2): a magazine that has lived a little. Its primary owner pays for
 * a plan with a card; a managing editor invites an address; its hidden secretAdmin makes an invitation,
 * returns a writer's submission with a note, edits another and publishes a story of their own; a senior
 * writer's story has a comment; readers who only read read both stories.
 * Every team-side GET is then asked by every subject.
 */

export const INVITEE = 'invitee-leak@example.org';
/** Invited by the hidden secretAdmin: the mail and the invitation page must not name them. */
export const HIDDEN_INVITEE = 'invitee-hidden@example.org';
export const RETURN_NOTE = 'Please cut the second paragraph.';

async function ok(t: TestApp, person: Person, req: Req) {
  const answer = await send(t, person, req);
  expect(answer.status, `${req.url}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const post = (url: string, body: unknown): Req => ({ method: 'POST', url, body });

export async function buildLeakScene(world: World) {
  const { t, own } = world;
  const magazineUserId = own.magazineUserId;
  const { primaryOwner, managingEditor, secretAdmin, writer, seniorWriter } = own.people;
  await ok(
    t,
    primaryOwner,
    post('/api2/magazine/plan/subscribe', {
      magazineUserId,
      planGroup: 2,
      expectedAmountMinor: 900,
      paymentMethod: card(),
      idempotencyKey: key(),
    }),
  );
  // The hidden secretAdmin upgrades it with a card of their own: the receipts and the billing owner name them.
  const plan = await ok(t, secretAdmin, {
    method: 'GET',
    url: `/api2/magazine/plan?magazineUserId=${magazineUserId}`,
  });
  const offers = (plan.billing as { offers: { group: number; amountMinor: number }[] }).offers;
  await ok(
    t,
    secretAdmin,
    post('/api2/magazine/plan/subscribe', {
      magazineUserId,
      planGroup: 3,
      expectedAmountMinor: offers.find((offer) => offer.group === 3)!.amountMinor,
      paymentMethod: card(),
      idempotencyKey: key(),
    }),
  );
  await ok(
    t,
    managingEditor,
    post('/api2/magazine/invitation/email', { magazineUserId, email: INVITEE, role: 'writer' }),
  );
  await ok(
    t,
    secretAdmin,
    post('/api2/magazine/invitation/link', { magazineUserId, role: 'writer', maxUses: 3 }),
  );
  await ok(
    t,
    secretAdmin,
    post('/api2/magazine/invitation/email', { magazineUserId, email: HIDDEN_INVITEE, role: 'editor' }),
  );
  const invitationToken = tokenIn(
    (await lastMailTo(t.database.db, HIDDEN_INVITEE)).textBody,
    '/invitation.html',
  );
  const draft = async () =>
    (await ok(t, writer, post('/api2/compose/save', doc({ publisherId: magazineUserId }))))
      .cgroupId as number;
  const returned = await draft();
  await ok(t, writer, post('/api2/editorial/submit', { cgroupId: returned }));
  await ok(t, secretAdmin, post('/api2/editorial/return', { cgroupId: returned, note: RETURN_NOTE }));
  const waiting = await draft();
  await ok(t, writer, post('/api2/editorial/submit', { cgroupId: waiting }));
  await ok(t, secretAdmin, post('/api2/compose/save', doc({ cgroupId: waiting, title: 'Tightened' })));
  const story = (await ok(t, seniorWriter, post('/api2/compose/save', doc({ publisherId: magazineUserId }))))
    .cgroupId as number;
  await ok(t, seniorWriter, post('/api2/compose/publish', { cgroupId: story }));
  await insertComment(t.database.db, world.outside.outsider!.id, story);
  // The hidden secretAdmin writes for the magazine too; readers come from everywhere.
  const hiddenStory = (
    await ok(t, secretAdmin, post('/api2/compose/save', doc({ publisherId: magazineUserId })))
  ).cgroupId as number;
  await ok(t, secretAdmin, post('/api2/compose/publish', { cgroupId: hiddenStory }));
  const readers = await readStories(world, [story, hiddenStory]);
  // A member the secretAdmin promoted: the notification names who did it.
  const promoted = await newMember(t, own, 'writer');
  await ok(
    t,
    secretAdmin,
    post('/api2/magazine/member/role', { magazineUserId, userId: promoted, role: 'editor' }),
  );
  const revisions = await t.database.db.execute(
    sql`select id, content_id from content_revisions where content_id in (${returned}, ${waiting}) order by id`,
  );
  const revisionIds = ((revisions as unknown as { rows: { id: number }[] }).rows ?? []).map((row) =>
    Number(row.id),
  );
  return { returned, waiting, story, hiddenStory, revisionIds, invitationToken, readers };
}

/** Readers who only read (insights count them, never name them), each from another referrer. */
async function readStories(world: World, stories: number[]) {
  const db = world.t.database.db;
  const readers = [];
  for (const referrer of [REFERRER.socialNetwork, REFERRER.direct, REFERRER.internal]) {
    const reader = await insertPerson(db, { username: `leak_reader_${referrer}` });
    readers.push(reader);
    await db
      .insert(reads)
      .values(
        stories.map((contentId) => ({ userId: reader.id, contentId, referrer, createdAt: world.t.now() })),
      );
  }
  return readers.map(({ id, username }) => ({ id, username }));
}

export type LeakScene = Awaited<ReturnType<typeof buildLeakScene>>;

/** The team side's GETs of the API, as a subject of the magazine asks them. */
export function teamGets(world: World, scene: LeakScene): string[] {
  const id = world.own.magazineUserId;
  const { returned, waiting, story, revisionIds } = scene;
  return [
    `/api2/magazine/team?magazineUserId=${id}`,
    `/api2/magazine/settings?userId=${id}`,
    `/api2/business?userId=${id}`,
    `/api2/magazine/plan?magazineUserId=${id}`,
    `/api2/magazine/invitations?magazineUserId=${id}`,
    `/api2/editorial/queue?magazineUserId=${id}`,
    `/api2/editorial/queue?magazineUserId=${id}&tab=returned`,
    `/api2/magazine/reports?magazineUserId=${id}`,
    `/api2/magazine/reports?magazineUserId=${id}&status=decided`,
    '/api2/editorial/publishers',
    `/api2/editorial/revisions?cgroupId=${returned}`,
    `/api2/editorial/revisions?cgroupId=${waiting}`,
    ...revisionIds.map(
      (revisionId) => `/api2/editorial/revision?cgroupId=${returned}&revisionId=${revisionId}`,
    ),
    `/api2/compose/document?cgroupId=${returned}`,
    `/api2/compose/document?cgroupId=${waiting}`,
    `/api2/notification/magazine/new?magazineUserId=${id}`,
    `/api2/magazine/activity?magazineUserId=${id}`,
    `/api2/magazine/activity?magazineUserId=${id}&filter=members`,
    `/api2/magazine/insights?magazineUserId=${id}`,
    `/api2/magazine/insights?magazineUserId=${id}&scope=own`,
    `/api2/magazine/open-contribution?userId=${id}`,
    `/api2/content/page?cgroupId=${scene.hiddenStory}`,
    '/api2/notification/new',
    '/api2/magazine/switcher',
    '/api2/magazine/username/check?username=fresh_name_42',
    '/api2/account/current',
    `/api2/profile/content?userId=${id}`,
    `/api2/comments?cgroupId=${story}`,
    `/api2/content/page?cgroupId=${story}`,
  ];
}

/** The viewer a page loader gets for the subject's cookie (null for a guest or a suspended account). */
export async function pageViewerOf(world: World, subject: Subject) {
  const person = personOf(world, world.own, subject);
  const token = person?.client.jar.get(COOKIE_NAMES.session);
  return token ? resolveSession(world.t.database.db, token, world.t.now()) : null;
}
