import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { buildMagazine, membersOf, type Seat, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { magazineInvitations } from './tables.ts';

/**
 * TESTING §2 for the invitation and ownership routes: every subject × route on their own magazine, each
 * allowed call replayed on another magazine (refused), and every refusal changing nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Subject = Seat | 'outsider' | 'masterAdmin' | 'guest';
const SUBJECTS: Subject[] = [
  'guest',
  'outsider',
  'contributor',
  'writer',
  'editor',
  'managingEditor',
  'owner',
  'secretAdmin',
  'primaryOwner',
  'masterAdmin',
];

const clientOf = (team: Team, subject: Subject) => {
  if (subject === 'guest') return createClient(t.app);
  if (subject === 'outsider' || subject === 'masterAdmin') return team[subject].client;
  return team.people[subject].client;
};

let counter = 0;

type RouteCase = {
  name: string;
  allowed: Subject[];
  /** Makes the call on `team`, acting in `target` (the same magazine, or another one). */
  call(client: ReturnType<typeof clientOf>, team: Team, target: Team): Promise<{ status: number }>;
};

const INVITERS: Subject[] = ['managingEditor', 'owner', 'secretAdmin', 'primaryOwner', 'masterAdmin'];

/** An open invitation of a magazine, made directly (the route under test is revoke, not create). */
async function invitationIn(team: Team) {
  const [row] = await t.database.db
    .insert(magazineInvitations)
    .values({
      magazineUserId: team.magazineUserId,
      kind: 'link',
      role: 2,
      tokenHash: `perm-${++counter}-${Date.now()}`,
      maxUses: 3,
      expiresAt: new Date(t.now().getTime() + 86_400_000),
    })
    .returning({ id: magazineInvitations.id });
  return row!.id;
}

const CASES: RouteCase[] = [
  {
    name: 'GET /api2/magazine/invitations',
    allowed: INVITERS,
    call: (client, _team, target) =>
      client.get(`/api2/magazine/invitations?magazineUserId=${target.magazineUserId}`),
  },
  {
    name: 'POST /api2/magazine/invitation/email',
    allowed: INVITERS,
    call: (client, _team, target) =>
      client.post('/api2/magazine/invitation/email', {
        magazineUserId: target.magazineUserId,
        email: `perm${++counter}@example.org`,
        role: 'writer',
      }),
  },
  {
    name: 'POST /api2/magazine/invitation/link',
    allowed: INVITERS,
    call: (client, _team, target) =>
      client.post('/api2/magazine/invitation/link', {
        magazineUserId: target.magazineUserId,
        role: 'writer',
        maxUses: 2,
      }),
  },
  {
    name: 'POST /api2/magazine/invitation/revoke',
    allowed: INVITERS,
    call: async (client, _team, target) =>
      client.post('/api2/magazine/invitation/revoke', {
        magazineUserId: target.magazineUserId,
        invitationId: await invitationIn(target),
      }),
  },
  {
    name: 'POST /api2/magazine/ownership/transfer',
    allowed: ['primaryOwner', 'masterAdmin'],
    call: (client, _team, target) =>
      client.post('/api2/magazine/ownership/transfer', {
        magazineUserId: target.magazineUserId,
        userId: target.people.writer.id,
      }),
  },
];

/** What a refusal must leave as it was: the members, the invitations, the team's audit rows. */
async function stateOf(team: Team) {
  const invitations = await t.database.db
    .select({ id: magazineInvitations.id, revokedAt: magazineInvitations.revokedAt })
    .from(magazineInvitations)
    .where(eq(magazineInvitations.magazineUserId, team.magazineUserId))
    .orderBy(magazineInvitations.id);
  return {
    members: await membersOf(t, team.magazineUserId),
    invitations: invitations.length,
    revoked: invitations.filter((row) => row.revokedAt !== null).length,
    events: (await teamEventsOf(t, team.magazineUserId)).length,
  };
}

describe.each(CASES)('$name', (route) => {
  let shared: Team;
  let other: Team;
  beforeAll(async () => {
    shared = await buildMagazine(t);
    other = await buildMagazine(t);
  });

  it.each(SUBJECTS)('%s on their own magazine', async (subject) => {
    if (!route.allowed.includes(subject)) {
      // Refusals share one team: none may change it (the revoke case's own invitation aside).
      const before = await stateOf(shared);
      const response = await route.call(clientOf(shared, subject), shared, shared);
      expect(response.status).toBe(subject === 'guest' ? 401 : 403);
      const after = await stateOf(shared);
      expect({ ...after, invitations: before.invitations }).toEqual(before);
      return;
    }
    const team = await buildMagazine(t);
    const response = await route.call(clientOf(team, subject), team, team);
    expect(response.status).toBe(200);
  });

  it.each(route.allowed.filter((subject) => subject !== 'masterAdmin'))(
    '%s is refused in another magazine, which stays as it was',
    async (subject) => {
      const before = await stateOf(other);
      const response = await route.call(clientOf(shared, subject), shared, other);
      expect(response.status).toBe(403);
      const after = await stateOf(other);
      expect({ ...after, invitations: before.invitations }).toEqual(before);
    },
  );
});
