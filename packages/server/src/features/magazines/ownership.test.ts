import { can, MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../http/actor.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  buildMagazine,
  type Client,
  expectDenied,
  membersOf,
  teamEventsOf,
} from '../../test/team-fixtures.ts';
import { notifications } from '../notifications/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const transfer = (client: Client, body: Record<string, unknown>) =>
  client.post('/api2/magazine/ownership/transfer', body);

const seatOf = async (magazineUserId: number, userId: number) =>
  (await membersOf(t, magazineUserId)).find((member) => member.userId === userId);

describe('POST /api2/magazine/ownership/transfer', () => {
  it('asks a guest to sign in', async () => {
    const team = await buildMagazine(t);
    const response = await transfer(createClient(t.app), {
      magazineUserId: team.magazineUserId,
      userId: team.people.editor.id,
    });
    expect(response.status).toBe(401);
  });

  it('is for the primary owner only, and changes nothing when refused', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const before = await membersOf(t, magazineUserId);
    for (const client of [
      people.owner.client,
      people.managingEditor.client,
      people.writer.client,
      team.outsider.client,
    ])
      expectDenied(await transfer(client, { magazineUserId, userId: people.editor.id }));
    // Not to oneself; a non-member and the hidden secretAdmin are not found.
    expectDenied(
      await transfer(people.primaryOwner.client, { magazineUserId, userId: people.primaryOwner.id }),
    );
    for (const userId of [team.outsider.id, people.secretAdmin.id])
      expect((await transfer(people.primaryOwner.client, { magazineUserId, userId })).status).toBe(404);
    expect(await membersOf(t, magazineUserId)).toEqual(before);
    expect(await teamEventsOf(t, magazineUserId)).toEqual([]);
  });

  it('makes the member primary owner and the former one an owner, with the audit row and a notification', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const response = await transfer(people.primaryOwner.client, { magazineUserId, userId: people.editor.id });
    expect(response.status).toBe(200);
    expect(await seatOf(magazineUserId, people.editor.id)).toMatchObject({
      role: MAGAZINE_ROLE.owner,
      ownerType: OWNER_TYPE.primary,
    });
    expect(await seatOf(magazineUserId, people.primaryOwner.id)).toMatchObject({
      role: MAGAZINE_ROLE.owner,
      ownerType: OWNER_TYPE.owner,
    });
    const primaries = (await membersOf(t, magazineUserId)).filter((m) => m.ownerType === OWNER_TYPE.primary);
    expect(primaries).toHaveLength(1);
    // The answer is the team as the former primary owner now sees it.
    const { team: view } = response.body.data;
    expect(view.abilities).toMatchObject({ transferOwnership: false, close: false, leave: true });
    expect(view.members.find((m: { userId: number }) => m.userId === people.editor.id)).toMatchObject({
      role: 'owner',
      ownerType: 1,
    });
    expect(await teamEventsOf(t, magazineUserId)).toMatchObject([
      {
        action: 'magazine.ownership.transfer',
        actorUserId: people.primaryOwner.id,
        subjectUserId: people.editor.id,
        data: { magazineUserId, from: people.primaryOwner.id, to: people.editor.id },
      },
    ]);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, people.editor.id)),
    ).toMatchObject([{ kind: 'role_changed', magazineId: magazineUserId, data: { role: 'primaryOwner' } }]);
    // The former primary owner may now leave; the new one may close, and hand it back.
    const former = await loadActor(t.database.db, people.primaryOwner.id);
    expect(can(former, 'leave', magazineUserId)).toBe(true);
    const back = await transfer(people.editor.client, { magazineUserId, userId: people.primaryOwner.id });
    expect(back.status).toBe(200);
    expect(await seatOf(magazineUserId, people.primaryOwner.id)).toMatchObject({
      ownerType: OWNER_TYPE.primary,
    });
    expect(await seatOf(magazineUserId, people.editor.id)).toMatchObject({ ownerType: OWNER_TYPE.owner });
  });

  it('leaves exactly one primary owner when two transfers race', async () => {
    const team = await buildMagazine(t);
    const { magazineUserId, people } = team;
    const answers = await Promise.all([
      transfer(people.primaryOwner.client, { magazineUserId, userId: people.editor.id }),
      transfer(people.primaryOwner.client, { magazineUserId, userId: people.writer.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const primaries = (await membersOf(t, magazineUserId)).filter((m) => m.ownerType === OWNER_TYPE.primary);
    expect(primaries).toHaveLength(1);
  });

  it('answers 400 for a 20-digit id', async () => {
    const team = await buildMagazine(t);
    const response = await transfer(team.people.primaryOwner.client, {
      magazineUserId: team.magazineUserId,
      userId: Number('99999999999999999999'),
    });
    expect(response.status).toBe(400);
  });
});
