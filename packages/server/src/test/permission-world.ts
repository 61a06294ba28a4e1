import { MAGAZINE_ROLE, OWNER_TYPE, PLAN_GROUP } from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';
import type { SandboxProvider } from '../features/payments/providers/sandbox.ts';
import type { TestApp } from './app.ts';
import { multipartBody } from './images.ts';
import { SEATS, type Seat, SITE_ADMIN_RIGHTS, type Subject } from './magazine-permissions.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/**
 * The people and magazines of the generated permission tests (magazine-permissions.ts): a magazine
 * with one signed-in member per seat and a suspended owner, another magazine like it, and the people
 * outside both; how a subject's request is sent; and the fingerprint of the team tables that every
 * refusal must leave as it was.
 */

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

export const SEAT_ROWS: Record<Seat | 'suspended', { role: number; ownerType: number }> = {
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: OWNER_TYPE.none },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: OWNER_TYPE.none },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: OWNER_TYPE.none },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: OWNER_TYPE.none },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: OWNER_TYPE.none },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: OWNER_TYPE.none },
  suspended: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
};

export type Team = {
  magazineUserId: number;
  username: string;
  people: Record<Seat | 'suspended', Person>;
};

/** A magazine as creating one leaves it (its row, a free plan) with a member in every seat. */
export async function buildTeam(t: TestApp): Promise<Team> {
  const db = t.database.db;
  const magazine = await insertMagazine(db);
  await db.insert(magazines).values({ userId: magazine.id, kind: 'magazine' });
  await db.insert(magazinePlans).values({ magazineUserId: magazine.id, planGroup: PLAN_GROUP.free });
  const people = {} as Team['people'];
  for (const seat of [...SEATS, 'suspended'] as const) {
    people[seat] = await signedInPerson(t);
    await db
      .insert(magazineMembers)
      .values({ magazineUserId: magazine.id, userId: people[seat].id, ...SEAT_ROWS[seat] });
  }
  // Suspended after signing in: the session is still in the cookie jar, and must no longer count.
  await db.update(users).set({ suspendedAt: t.now() }).where(eq(users.id, people.suspended.id));
  return { magazineUserId: magazine.id, username: magazine.username, people };
}

export type World = {
  t: TestApp;
  /** The subjects' own magazine. */
  own: Team;
  /** Another tenant: the replays act on it. */
  other: Team;
  /** The subjects who are no member of `own`. */
  outside: Partial<Record<Subject, Person>>;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const own = await buildTeam(t);
  const other = await buildTeam(t);
  const outside: World['outside'] = {
    outsider: await signedInPerson(t),
    otherMember: other.people.primaryOwner,
    adminNone: await signedInPerson(t, { admin: true, accessRights: [] }),
    masterAdmin: await signedInPerson(t, { admin: true, masterAdmin: true }),
    special: await signedInPerson(t),
  };
  for (const right of SITE_ADMIN_RIGHTS)
    outside[`admin:${right}`] = await signedInPerson(t, { admin: true, accessRights: [right] });
  // SPEC §6: special-handling accounts get every feature (of a plan), which is no right in a team.
  t.config.specialAccountIds.push(outside.special!.id);
  return { t, own, other, outside };
}

/** The person a subject is when acting in `team` (their own magazine); null for a guest. */
export function personOf(world: World, team: Team, subject: Subject): Person | null {
  if (subject === 'guest') return null;
  if (subject in team.people) return team.people[subject as Seat | 'suspended'];
  const person = world.outside[subject];
  if (!person) throw new Error(`no person for ${subject}`);
  return person;
}

/** One request as a browser on this site sends it: JSON, a multipart form, or a GET. */
export type Req = {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Puts back what the request maker changed to set the scene (run after the checks). */
  after?: () => Promise<void>;
};

export type Answer = { status: number; body: { success?: boolean; errorMsgKey?: string; data?: unknown } };

/** A GET that changes state is accepted only from a page of this site (DESIGN §3). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

export async function send(t: TestApp, person: Person | null, req: Req): Promise<Answer> {
  const id = person?.id ?? 0;
  const headers: Record<string, string> = {
    host: 'localhost',
    origin: 'http://localhost',
    ...(person ? { cookie: person.client.cookie } : {}),
    ...req.headers,
  };
  let payload: string | Buffer | undefined;
  if (req.form) {
    const multipart = await multipartBody(req.form);
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  } else if (req.method === 'POST') {
    payload = JSON.stringify(req.body ?? {});
    headers['content-type'] = 'application/json';
  }
  const response = await t.app.inject({
    method: req.method,
    url: req.url,
    remoteAddress: `10.8.${(id >> 8) & 255}.${id & 255}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  let body: Answer['body'];
  try {
    body = response.json();
  } catch {
    body = { success: false, errorMsgKey: `not json: ${response.body.slice(0, 80)}` };
  }
  return { status: response.statusCode, body };
}

/** Every table a team-side call may write, as "rows:hash"; the sessions only by their acting profile. */
const TEAM_TABLES = [
  'magazine_members',
  'magazines',
  'magazine_plans',
  'magazine_invitations',
  'contents',
  'content_revisions',
  'comments',
  'notifications',
  'audit_log',
  'payments',
  'plan_charges',
  'ledger_lines',
  'mail_outbox',
] as const;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const parts = TEAM_TABLES.map(
    (table) =>
      sql`(select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), ''))
           from ${sql.identifier(table)} x) as ${sql.identifier(table)}`,
  );
  const result = await t.database.db.execute(sql`select ${sql.join(parts, sql`, `)},
    (select md5(coalesce(string_agg(id || ':' || coalesce(acting_profile_id::text, '-'), '|' order by id), ''))
       from sessions) as acting_profiles,
    (select md5(string_agg(concat_ws(':', id, display_name, bio, bio_connect, bio_create, website, photo_path,
       profile_bg_path, profile_bg_focal_point, suspended_at), '|' order by id)) from users) as profiles`);
  // A refusal never reaches the card provider either.
  const provider = t.app.services.payments.provider() as SandboxProvider;
  return {
    ...rowsOf<Record<string, string>>(result)[0]!,
    provider_charges: String(provider.charges().length),
  };
}
