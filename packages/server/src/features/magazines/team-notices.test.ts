import { type NotificationView, notificationHref, UI_LANGUAGES } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { escapeHtml, invitationMail } from '../mail/templates.ts';

/** The team's notifications as people read them: who is told of a role change, a removal, a join. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Listed = NotificationView;

const listFor = async (client: {
  get(url: string): Promise<{ status: number; body: { data: { notifications: Listed[] } } }>;
}) => {
  const response = await client.get('/api2/notification/new');
  expect(response.status).toBe(200);
  return response.body.data.notifications;
};

describe('team notifications', () => {
  it('tells a member their new role, and that they were removed', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people, magazine } = team;
    await people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId,
      userId: people.writer.id,
      role: 'editor',
    });
    await people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId,
      userId: people.writer.id,
      role: 'writer',
    });
    await people.owner.client.post('/api2/magazine/member/role', {
      magazineUserId,
      userId: people.writer.id,
      role: 'editor',
    });
    const changes = await listFor(people.writer.client);
    // Each change is news, the newest first (never folded into an unread one).
    expect(changes.map((item) => item.role)).toEqual(['editor', 'writer', 'editor']);
    expect(changes[0]).toMatchObject({
      kind: 'role_changed',
      actor: { userId: people.owner.id },
      magazine: { userId: magazineUserId, username: magazine.username, displayName: 'Test Magazine' },
      invitationId: null,
    });
    expect(notificationHref(changes[0]!)).toBe(`/dashboard/@${magazine.username}`);

    await people.owner.client.post('/api2/magazine/member/remove', {
      magazineUserId,
      userId: people.contributor.id,
    });
    const [removed] = await listFor(people.contributor.client);
    expect(removed).toMatchObject({ kind: 'role_changed', role: null, magazine: { userId: magazineUserId } });
    expect(notificationHref(removed!)).toBe(`/@${magazine.username}`);
    // Refused changes tell no one.
    await people.editor.client.post('/api2/magazine/member/remove', {
      magazineUserId,
      userId: people.writer.id,
    });
    expect(await listFor(people.writer.client)).toHaveLength(3);
  });

  it("words the magazine's own feed and the inviter's with the magazine, and the invitee's with the invitation", async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people, magazine } = team;
    const email = `notice.${Date.now().toString(36)}@example.org`;
    const invitee = await signedInPerson(t, { email, emailVerifiedAt: t.now() });
    await people.owner.client.post('/api2/magazine/invitation/email', {
      magazineUserId,
      email,
      role: 'seniorWriter',
    });
    const [invited] = await listFor(invitee.client);
    expect(invited).toMatchObject({
      kind: 'invitation',
      role: 'seniorWriter',
      magazine: { userId: magazineUserId },
    });
    expect(notificationHref(invited!)).toBe(`/invitation.html?invitation=${invited!.invitationId}`);

    const accepted = await invitee.client.post('/api2/magazine/invitation/accept', {
      invitationId: invited!.invitationId,
    });
    expect(accepted.status).toBe(200);
    const magazineFeed = await people.writer.client.get(
      `/api2/notification/magazine/new?magazineUserId=${magazineUserId}`,
    );
    const [joined] = magazineFeed.body.data.notifications as Listed[];
    expect(joined).toMatchObject({
      kind: 'member_joined',
      role: 'seniorWriter',
      actor: { userId: invitee.id },
    });
    expect(notificationHref(joined!)).toBe(`/dashboard/@${magazine.username}/team`);
    const [acceptedNotice] = await listFor(people.owner.client);
    expect(acceptedNotice).toMatchObject({
      kind: 'invitation_accepted',
      magazine: { userId: magazineUserId },
    });
  });

  it('names a submitted draft to the magazine and to its writer, and no other draft', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people, magazine } = team;
    const draft = await insertStory(t.database.db, people.writer.id, {
      status: 'draft',
      publisherId: magazineUserId,
      title: 'Noodles at dawn',
    });
    await t.database.db.transaction(async (tx) => {
      await t.app.services.notifications.notify(tx, {
        userId: magazineUserId,
        actorId: people.writer.id,
        kind: 'submission',
        contentId: draft.id,
        magazineId: magazineUserId,
      });
      await t.app.services.notifications.notify(tx, {
        userId: people.writer.id,
        actorId: people.editor.id,
        kind: 'submission_returned',
        contentId: draft.id,
        magazineId: magazineUserId,
      });
      // A draft named by a kind that is not about a submission stays unnamed.
      await t.app.services.notifications.notify(tx, {
        userId: people.writer.id,
        actorId: people.editor.id,
        kind: 'upvote',
        contentId: draft.id,
      });
    });
    const feed = await people.editor.client.get(
      `/api2/notification/magazine/new?magazineUserId=${magazineUserId}`,
    );
    const [submitted] = feed.body.data.notifications as Listed[];
    expect(submitted?.content).toMatchObject({ cgroupId: draft.id, title: 'Noodles at dawn' });
    expect(notificationHref(submitted!)).toBe(`/dashboard/@${magazine.username}/review`);
    const [upvote, returned] = await listFor(people.writer.client);
    expect(upvote?.content).toBeNull();
    expect(returned?.content).toMatchObject({
      title: 'Noodles at dawn',
      url: `/write.html?cgroupId=${draft.id}`,
    });
  });
});

describe('the invitation mail', () => {
  it('is written in each interface language, with every variable filled in and escaped', () => {
    const link = 'https://m.example/invitation.html?token=abc&x="y"';
    for (const lang of UI_LANGUAGES) {
      const mail = invitationMail(lang, {
        name: 'Ana',
        inviter: '<b>Ada</b>',
        magazine: 'The Long Table',
        role: 'Writer',
        expiresAt: new Date('2026-03-08T12:00:00Z'),
        link,
      });
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, lang).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain('2026-03-08');
      expect(mail.text).toContain(link);
      expect(mail.html).not.toContain('<b>Ada</b>');
      expect(mail.html).toContain(escapeHtml('<b>Ada</b>'));
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
      expect(mail.html).not.toContain('unsubscribe');
    }
  });
});
