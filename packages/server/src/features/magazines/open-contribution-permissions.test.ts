import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { buildMagazine, type Seat, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { magazines } from './tables.ts';

/**
 * TESTING §2 for the open-contribution settings: every subject × route on their own magazine, each
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
  'seniorWriter',
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

type RouteCase = {
  name: string;
  allowed: Subject[];
  call(client: ReturnType<typeof clientOf>, target: Team): Promise<{ status: number }>;
};

let counter = 0;

const CASES: RouteCase[] = [
  {
    name: 'GET /api2/magazine/open-contribution',
    // SPEC §6: every member sees the team's settings (contributors 'view members').
    allowed: SUBJECTS.filter((subject) => subject !== 'guest' && subject !== 'outsider'),
    call: (client, target) => client.get(`/api2/magazine/open-contribution?userId=${target.magazineUserId}`),
  },
  {
    name: 'POST /api2/magazine/open-contribution',
    allowed: ['managingEditor', 'owner', 'secretAdmin', 'primaryOwner', 'masterAdmin'],
    call: (client, target) =>
      client.post('/api2/magazine/open-contribution', {
        userId: target.magazineUserId,
        enabled: true,
        openContributionButtonText: `Pitch us ${++counter}`,
      }),
  },
];

/** What a refusal must leave as it was: the settings row and the team's audit rows. */
async function stateOf(team: Team) {
  const [row] = await t.database.db
    .select({ enabled: magazines.openContributionEnabled, stored: magazines.openContribution })
    .from(magazines)
    .where(eq(magazines.userId, team.magazineUserId));
  return { row, events: (await teamEventsOf(t, team.magazineUserId)).length };
}

describe.each(CASES)('$name', (route) => {
  let shared: Team;
  let other: Team;
  beforeAll(async () => {
    shared = await buildMagazine(t);
    other = await buildMagazine(t);
  });

  it.each(SUBJECTS)('%s on their own magazine', async (subject) => {
    const before = await stateOf(shared);
    const response = await route.call(clientOf(shared, subject), shared);
    if (!route.allowed.includes(subject)) {
      expect(response.status).toBe(subject === 'guest' ? 401 : 403);
      expect(await stateOf(shared)).toEqual(before);
      return;
    }
    expect(response.status).toBe(200);
  });

  it.each(route.allowed.filter((subject) => subject !== 'masterAdmin'))(
    '%s is refused in another magazine, which stays as it was',
    async (subject) => {
      const before = await stateOf(other);
      const response = await route.call(clientOf(shared, subject), other);
      expect(response.status).toBe(403);
      expect(await stateOf(other)).toEqual(before);
    },
  );
});
