import {
  magazineNotificationHref,
  magazineNotificationKey,
  type NotificationList,
  type NotificationView,
  translate,
} from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { magazineDraft, move, type Person } from '../../test/editorial-fixtures.ts';
import { insertStory } from '../../test/reading-fixtures.ts';
import { buildMagazine, expectDenied, type Team } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * SPEC §4, §7: a magazine's own notifications (GET /api2/notification/magazine/new): every team event
 * SPEC lists tells the magazine, and its members read them worded from the team's side.
 */

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, { kind: 'business' });
});
afterAll(() => t?.close());

const feedUrl = (magazineUserId: number, query = '') =>
  `/api2/notification/magazine/new?magazineUserId=${magazineUserId}&limit=10&offset=0&type=9${query}`;

async function feedOf(person: Pick<Person, 'client'>, magazineUserId = team.magazineUserId) {
  const response = await person.client.get(feedUrl(magazineUserId));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as NotificationList;
}

const latest = async () => (await feedOf(team.people.editor)).notifications[0]!;

/** The sentence a member reads on the team home. */
const sentence = (notification: NotificationView) =>
  translate('en', magazineNotificationKey(notification), {
    name: notification.actor.displayName,
    member: notification.member?.displayName ?? '',
    title: notification.content?.title ?? '',
    magazine: 'Test Magazine',
    role: notification.role ? translate('en', `magazines.role.${notification.role}`) : '',
  });

describe('GET /api2/notification/magazine/new', () => {
  it('asks a guest to sign in, refuses contributors, outsiders and a swapped magazine', async () => {
    expect((await createClient(t.app).get(feedUrl(team.magazineUserId))).status).toBe(401);
    expectDenied(await team.people.contributor.client.get(feedUrl(team.magazineUserId)));
    expectDenied(await team.outsider.client.get(feedUrl(team.magazineUserId)));
    const other = await buildMagazine(t, { kind: 'business' });
    expectDenied(await team.people.primaryOwner.client.get(feedUrl(other.magazineUserId)));
    // Every member from writer up reads them.
    for (const seat of ['writer', 'seniorWriter', 'editor', 'managingEditor', 'owner'] as const)
      expect((await team.people[seat].client.get(feedUrl(team.magazineUserId))).status, seat).toBe(200);
  });
});

describe('the team events that tell the magazine', () => {
  it('a submission, its return (without the note) and its publication', async () => {
    const { writer, editor } = team.people;
    const cgroupId = await magazineDraft(writer, team.magazineUserId, { title: 'Night markets' });
    await move(writer, '/api2/editorial/submit', { cgroupId });
    expect(sentence(await latest())).toBe(`${writer.displayName} submitted “Night markets” for review`);

    await move(editor, '/api2/editorial/return', { cgroupId, note: 'A stronger ending, please.' });
    const returned = await latest();
    expect(sentence(returned)).toBe(
      `${editor.displayName} returned “Night markets” to ${writer.displayName} with a note`,
    );
    expect(returned.note).toBeNull();
    expect(returned.content?.url).toBe(`/dashboard/@${team.magazine.username}/review?tab=returned`);
    expect(magazineNotificationHref(returned, team.magazine.username)).toBe(
      `/dashboard/@${team.magazine.username}/review?tab=returned`,
    );

    await move(writer, '/api2/editorial/submit', { cgroupId });
    await move(editor, '/api2/compose/publish', { cgroupId });
    const published = await latest();
    expect(sentence(published)).toBe(
      `${editor.displayName} published “Night markets” by ${writer.displayName}`,
    );
    expect(magazineNotificationHref(published, team.magazine.username)).toMatch(/\/post\/\d+\//);
  });

  it("a senior writer's own story going out", async () => {
    const { seniorWriter } = team.people;
    const cgroupId = await magazineDraft(seniorWriter, team.magazineUserId, { title: 'Tea in the hills' });
    await move(seniorWriter, '/api2/compose/publish', { cgroupId });
    expect(sentence(await latest())).toBe(`${seniorWriter.displayName} published “Tea in the hills”`);
  });

  it('a role change, a removal and a transfer of ownership, naming the member', async () => {
    const { primaryOwner, writer, contributor, owner } = team.people;
    const body = { magazineUserId: team.magazineUserId };
    await move(primaryOwner, '/api2/magazine/member/role', { ...body, userId: writer.id, role: 'editor' });
    expect(sentence(await latest())).toBe(
      `${primaryOwner.displayName} changed the role of ${writer.displayName} to Editor`,
    );
    await move(primaryOwner, '/api2/magazine/member/remove', { ...body, userId: contributor.id });
    expect(sentence(await latest())).toBe(
      `${primaryOwner.displayName} removed ${contributor.displayName} from the team`,
    );
    await move(primaryOwner, '/api2/magazine/ownership/transfer', { ...body, userId: owner.id });
    const transferred = await latest();
    expect(sentence(transferred)).toBe(
      `${primaryOwner.displayName} made ${owner.displayName} the primary owner`,
    );
    expect(magazineNotificationHref(transferred, team.magazine.username)).toBe(
      `/dashboard/@${team.magazine.username}/team`,
    );
  });

  it('an invitation accepted, and a member leaving', async () => {
    const fresh = await buildMagazine(t, { kind: 'business' });
    const link = await move(fresh.people.primaryOwner, '/api2/magazine/invitation/link', {
      magazineUserId: fresh.magazineUserId,
      role: 'writer',
      maxUses: 5,
    });
    const token = new URL(link.url as string).searchParams.get('token');
    await move(fresh.outsider, '/api2/magazine/invitation/accept', { token });
    const [joined] = (await feedOf(fresh.people.editor, fresh.magazineUserId)).notifications;
    expect(sentence(joined!)).toBe(
      `${fresh.outsider.displayName} accepted an invitation and joined the team as Writer`,
    );
    await move(fresh.outsider, '/api2/magazine/user/remove', { magazineUserId: fresh.magazineUserId });
    const [left] = (await feedOf(fresh.people.editor, fresh.magazineUserId)).notifications;
    expect(sentence(left!)).toBe(`${fresh.outsider.displayName} left the team`);
  });

  it("a comment on one of the magazine's stories tells the magazine and the story's writer", async () => {
    const story = await insertStory(t.database.db, team.people.seniorWriter.id, {
      publisherId: team.magazineUserId,
      title: 'Harbour lights',
    });
    await move(team.outsider, '/api2/comment', { cgroupId: story.id, body: '<p>Lovely.</p>' });
    const told = await latest();
    expect(sentence(told)).toBe(`${team.outsider.displayName} commented on “Harbour lights”`);
    expect(told.magazine?.userId).toBe(team.magazineUserId);
    expect(magazineNotificationHref(told, team.magazine.username)).toBe(`/comment/${told.commentId}.html`);
    const author = await team.people.seniorWriter.client.get('/api2/notification/new');
    expect(author.body.data.notifications[0]).toMatchObject({
      kind: 'comment',
      content: { title: 'Harbour lights' },
    });
  });

  it('a comment on a personal story tells its writer once', async () => {
    const story = await insertStory(t.database.db, team.people.writer.id, { title: 'My own' });
    await move(team.outsider, '/api2/comment', { cgroupId: story.id, body: '<p>Good.</p>' });
    const mine = await team.people.writer.client.get('/api2/notification/new');
    const about = (mine.body.data.notifications as NotificationView[]).filter(
      (n) => n.content?.title === 'My own',
    );
    expect(about).toHaveLength(1);
  });
});

describe('the hidden secretAdmin', () => {
  it('is the magazine to its members, and news about them is left out; masterAdmin sees them', async () => {
    const hidden = await buildMagazine(t, { kind: 'business' });
    const { secretAdmin, writer, primaryOwner } = hidden.people;
    await move(secretAdmin, '/api2/magazine/member/role', {
      magazineUserId: hidden.magazineUserId,
      userId: writer.id,
      role: 'seniorWriter',
    });
    const members = await feedOf(primaryOwner, hidden.magazineUserId);
    expect(members.notifications.map(sentence)).toEqual([
      `Test Magazine changed the role of ${writer.displayName} to Senior writer`,
    ]);
    expect(JSON.stringify(members)).not.toContain(secretAdmin.username);
    const admin = await feedOf(hidden.masterAdmin, hidden.magazineUserId);
    expect(admin.notifications[0]?.actor.userId).toBe(secretAdmin.id);
  });
});

describe('the team home panel (page API)', () => {
  it('gives the first page to members who may see it, and nothing to others', async () => {
    const pageAs = (userId: number | null) =>
      createPageApi(t.app.services)(
        userId === null ? null : { userId, sessionId: 1, uiLang: null, remember: true },
      ).notifications.magazine(team.magazineUserId);
    expect(await pageAs(null)).toBeNull();
    expect(await pageAs(team.outsider.id)).toBeNull();
    expect(await pageAs(team.people.contributor.id)).toBeNull();
    const list = await pageAs(team.people.writer.id);
    expect(list?.notifications.length).toBeGreaterThan(0);
    expect(list?.notifications.length).toBeLessThanOrEqual(10);
  });
});
