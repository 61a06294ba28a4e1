import { MAGAZINE_ROLE, PLAN_GROUP } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { contents } from '../content/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazineInvitations, magazinePlans } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });
const homeAs = (userId: number | null, username: string) =>
  createPageApi(t.app.services)(userId === null ? null : viewerOf(userId)).magazines.home(username);

/** Two submissions waiting, one returned, one of another publisher; two open invitations and three closed. */
async function fillAttention(team: Team) {
  const db = t.database.db;
  const { writer, contributor } = team.people;
  for (const [author, state] of [
    [writer.id, 'submitted'],
    [contributor.id, 'submitted'],
    [writer.id, 'returned'],
  ] as const) {
    const draft = await insertStory(db, author, { status: 'draft', publisherId: team.magazineUserId });
    await db
      .update(contents)
      .set({ reviewState: state, submittedAt: t.now() })
      .where(eq(contents.id, draft.id));
  }
  const elsewhere = await insertStory(db, writer.id, { status: 'draft' });
  await db.update(contents).set({ reviewState: 'submitted' }).where(eq(contents.id, elsewhere.id));
  const invitation = (n: number, extra: Partial<typeof magazineInvitations.$inferInsert> = {}) => ({
    magazineUserId: team.magazineUserId,
    kind: 'link' as const,
    role: MAGAZINE_ROLE.writer,
    tokenHash: `hash-${team.magazineUserId}-${n}`,
    maxUses: 5,
    expiresAt: new Date(t.now().getTime() + 7 * DAY),
    ...extra,
  });
  await db
    .insert(magazineInvitations)
    .values([
      invitation(1),
      invitation(2, { kind: 'email', email: 'guest@example.com', maxUses: 1 }),
      invitation(3, { revokedAt: t.now() }),
      invitation(4, { expiresAt: new Date(t.now().getTime() - 1000) }),
      invitation(5, { maxUses: 2, useCount: 2 }),
    ]);
  await db
    .update(magazinePlans)
    .set({ planGroup: PLAN_GROUP.standard })
    .where(eq(magazinePlans.magazineUserId, team.magazineUserId));
}

describe('the team home loader (page API)', () => {
  it('answers guest, missing and denied', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { username } = team.magazine;
    expect(await homeAs(null, username)).toEqual({ access: 'guest' });
    expect(await homeAs(team.outsider.id, 'no_such_magazine')).toEqual({ access: 'missing' });
    expect(await homeAs(team.people.writer.id, team.people.editor.username)).toEqual({ access: 'missing' });
    expect(await homeAs(team.outsider.id, username)).toEqual({ access: 'denied' });
  });

  it('gives the primary owner every count: submissions, invitations, members and the plan', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    await fillAttention(team);
    const page = await homeAs(team.people.primaryOwner.id, team.magazine.username.toUpperCase());
    if (page.access !== 'ok') throw new Error(page.access);
    expect(page.home.magazine).toEqual({
      userId: team.magazineUserId,
      username: team.magazine.username,
      displayName: 'Test Magazine',
      photoPath: null,
      kind: 'business',
    });
    expect(page.home.viewer).toEqual({ role: 'owner', ownerType: 1 });
    expect(page.home.closed).toBeNull();
    // Seven members: the hidden secretAdmin is not counted for an owner.
    expect(page.home.attention).toEqual({
      submissions: 2,
      invitations: 2,
      members: 7,
      plan: { labelKey: 'magazines.plan.standard', current: true },
    });
    expect(page.home.abilities).toMatchObject({ close: true, leave: false, manageBilling: true });
  });

  it('reads each count only for those whose rights reach it', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    await fillAttention(team);
    const attentionOf = async (userId: number) => {
      const page = await homeAs(userId, team.magazine.username);
      if (page.access !== 'ok') throw new Error(page.access);
      return page.home.attention;
    };
    const { people } = team;
    expect(await attentionOf(people.managingEditor.id)).toEqual({
      submissions: 2,
      invitations: 2,
      members: 7,
      plan: null,
    });
    expect(await attentionOf(people.editor.id)).toEqual({
      submissions: 2,
      invitations: null,
      members: 7,
      plan: null,
    });
    for (const seat of ['seniorWriter', 'writer', 'contributor'] as const)
      expect(await attentionOf(people[seat].id)).toEqual({
        submissions: null,
        invitations: null,
        members: 7,
        plan: null,
      });
    expect((await attentionOf(team.masterAdmin.id)).members).toBe(8);
  });

  it('says a closed magazine is closed to its members, offers its primary owner Reopen, and hides it from others', async () => {
    const team = await buildMagazine(t, { kind: 'business' });
    const { primaryOwner, writer } = team.people;
    const closed = await primaryOwner.client.post('/api2/magazine/delete', {
      magazineUserId: team.magazineUserId,
    });
    const { username } = team.magazine;
    const owners = await homeAs(primaryOwner.id, username);
    if (owners.access !== 'ok') throw new Error(owners.access);
    expect(owners.home.closed).toEqual({
      closedAt: expect.any(String),
      reopenUntil: closed.body.data.reopenUntil,
      canReopen: true,
    });
    expect(owners.home.attention).toEqual({ submissions: null, invitations: null, members: 0, plan: null });
    const writers = await homeAs(writer.id, username);
    expect(writers).toMatchObject({ access: 'ok', home: { closed: { canReopen: false } } });
    expect(await homeAs(team.outsider.id, username)).toEqual({ access: 'missing' });
    t.advance(30 * DAY);
    expect(await homeAs(primaryOwner.id, username)).toMatchObject({ home: { closed: { canReopen: false } } });
  });
});
