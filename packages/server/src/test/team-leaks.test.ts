import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageApi } from '../features/ssr/page-api.ts';
import { lastMailTo } from './account-fixtures.ts';
import { createTestApp, type TestApp } from './app.ts';
import {
  ACTION_NAMES,
  expectationOf,
  expectedStatus,
  MAGAZINE_ACTIONS,
  SUBJECTS,
  type Subject,
} from './magazine-permissions.ts';
import {
  buildLeakScene,
  HIDDEN_INVITEE,
  INVITEE,
  type LeakScene,
  pageViewerOf,
  RETURN_NOTE,
  teamGets,
} from './permission-leak-scene.ts';
import { REQUEST_MAKERS } from './permission-requests.ts';
import { generous } from './permission-runner.ts';
import { buildWorld, fingerprint, personOf, send, type World } from './permission-world.ts';

/**
 * TESTING §2's leak checks and crawler for the team side: every GET of the API and every page loader
 * call, asked by every subject, changes no table, and carries nothing its viewer may not read: nobody's
 * email, no access rights, no token hash, the hidden secretAdmin only for masterAdmin and themselves,
 * an invitee's address only for those who invite, and billing only for those who manage it.
 */

let t: TestApp;
let world: World;
let scene: LeakScene;
/** Every answer read, for the checks: who asked, what, and the answer as text. */
const answers: { subject: Subject; what: string; text: string; data: unknown }[] = [];
let secrets: { emails: string[]; tokenHashes: string[]; hiddenId: number; hiddenName: string };

beforeAll(async () => {
  t = await createTestApp(generous);
  world = await buildWorld(t);
  scene = await buildLeakScene(world);
  const rows = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;
  const emails = rows(await t.database.db.execute(sql`select email from users where email is not null`));
  const hashes = rows(
    await t.database.db.execute(sql`select token_hash as h from magazine_invitations
      union all select token_hash from sessions union all select token_hash from one_time_tokens`),
  );
  const hidden = world.own.people.secretAdmin;
  secrets = {
    emails: emails.map((row) => row.email!),
    tokenHashes: hashes.map((row) => row.h!),
    hiddenId: hidden.id,
    hiddenName: hidden.username,
  };
});
afterAll(() => t?.close());

const allowed = (action: keyof typeof MAGAZINE_ACTIONS, subject: Subject) =>
  (MAGAZINE_ACTIONS[action].allowed as readonly Subject[]).includes(subject);

/** Keys no team answer carries for anyone (the viewer's own current-user payload aside). */
const FORBIDDEN_KEYS =
  /^(accessRights?|masterAdmin|admin|passwordHash|tokenHash|customerRef|paymentMethodRef)$/;
/** Keys that name a person by id. */
const PERSON_KEYS = /^(userId|authorId|actorId|editorId|invitedBy|subjectUserId|billingUserId)$/;

function walk(value: unknown, visit: (key: string, value: unknown) => void) {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      visit(key, inner);
      walk(inner, visit);
    }
}

function leaksIn(subject: Subject, what: string, text: string, data: unknown): string[] {
  const found: string[] = [];
  for (const email of secrets.emails) if (text.includes(email)) found.push(`an email (${email})`);
  for (const hash of secrets.tokenHashes) if (text.includes(hash)) found.push('a token hash');
  // The invitation page shows its address to whoever holds its token (the invitee's mail).
  for (const invitee of [INVITEE, HIDDEN_INVITEE])
    if (!allowed('invitations.read', subject) && what !== 'invitation page' && text.includes(invitee))
      found.push("an invitee's address");
  // Insights are aggregates: nobody who only read is named anywhere.
  for (const reader of scene.readers) if (text.includes(reader.username)) found.push('a reader');
  const seesHidden = subject === 'masterAdmin' || subject === 'secretAdmin';
  if (!seesHidden && text.includes(secrets.hiddenName)) found.push("the secretAdmin's username");
  walk(data, (key, value) => {
    if (!seesHidden && PERSON_KEYS.test(key) && value === secrets.hiddenId)
      found.push(`the secretAdmin's id (${key})`);
    if (PERSON_KEYS.test(key) && scene.readers.some((reader) => reader.id === value))
      found.push(`a reader's id (${key})`);
    if (FORBIDDEN_KEYS.test(key) && what !== '/api2/account/current') found.push(`a field ${key}`);
  });
  if (!allowed('plan.subscribe', subject) && /"last4"|4242|"receipts"|"offers"|"card"/.test(text))
    found.push('billing');
  return found.map((leak) => `${subject} ${what}: ${leak}`);
}

describe('every team-side GET, for every subject (TESTING §2)', () => {
  it('changes nothing, answers no 5xx, and carries nothing its viewer may not read', async () => {
    const urls = teamGets(world, scene);
    // Nothing else writes meanwhile, so one snapshot per subject tells whether any of its calls wrote:
    // a snapshot per call cost a third of the test (issue 16). The diff names the tables written.
    const before = await fingerprint(t);
    for (const subject of SUBJECTS) {
      const me = personOf(world, world.own, subject);
      for (const url of urls) {
        const answer = await send(t, me, { method: 'GET', url });
        expect(answer.status, `${subject} ${url}`).toBeLessThan(500);
        answers.push({ subject, what: url, text: JSON.stringify(answer.body), data: answer.body });
      }
      expect(await fingerprint(t), `a GET by ${subject} changed the database`).toEqual(before);
    }
    expect(answers.length).toBe(SUBJECTS.length * urls.length);
  });

  it('through the page loaders too (the SSR page API)', async () => {
    const pageApiFor = createPageApi(t.app.services);
    const { username, magazineUserId } = world.own;
    const before = await fingerprint(t);
    for (const subject of SUBJECTS) {
      const api = pageApiFor(await pageViewerOf(world, subject));
      const calls: [string, () => Promise<unknown>][] = [
        ['team page', () => api.magazines.team(username)],
        ['team home', () => api.magazines.home(username)],
        ['settings page', () => api.magazines.settings(username)],
        ['magazine page', () => api.magazines.magazinePage(magazineUserId)],
        ['plan page', () => api.plans.plan(username)],
        ['review queue', () => api.editorial.queue(username, 'submitted')],
        ['review queue, returned', () => api.editorial.queue(username, 'returned')],
        ['publish in', () => api.editorial.publishers('explore')],
        ['open invitations', () => api.invitations.openInvitations(magazineUserId)],
        ['notifications page', () => api.notifications.list(0)],
        ['editor, returned story', () => api.compose.document(scene.returned)],
        ['editor, waiting story', () => api.compose.document(scene.waiting)],
        ['profile', () => api.getProfile(username)],
        ['profile page', () => api.getProfilePage({ username })],
        ['invitation page', () => api.invitations.invitation({ token: scene.invitationToken })],
        ['activity page', () => api.insights.activity(username, 'all')],
        ['insights page', () => api.insights.insights(username, 30)],
        ['own insights page', () => api.insights.insights(username, 30, 'own')],
        ['open contribution page', () => api.openContribution.settings(username)],
      ];
      for (const [what, call] of calls) {
        const data = await call();
        answers.push({ subject, what, text: JSON.stringify(data), data });
      }
      expect(await fingerprint(t), `a page loader called by ${subject} changed the database`).toEqual(before);
    }
  });

  it('carries no email, token hash, right, hidden member or billing to whom may not see it', () => {
    const leaks = answers.flatMap(({ subject, what, text, data }) => leaksIn(subject, what, text, data));
    expect(leaks).toEqual([]);
  });

  it('sends no mail naming the hidden secretAdmin to the people they invite', async () => {
    const mails = await lastMailTo(t.database.db, HIDDEN_INVITEE);
    expect(mails.textBody + mails.htmlBody).not.toContain(secrets.hiddenName);
    expect(mails.textBody).toContain('/invitation.html?token=');
  });

  it("says nothing of the magazine on the hidden secretAdmin's own profile", async () => {
    const pageApiFor = createPageApi(t.app.services);
    const hidden = world.own.people.secretAdmin;
    for (const subject of SUBJECTS.filter((s) => s !== 'masterAdmin' && s !== 'secretAdmin')) {
      const me = personOf(world, world.own, subject);
      const api = pageApiFor(await pageViewerOf(world, subject));
      for (const data of [
        await api.getProfilePage({ username: hidden.username }),
        (await send(t, me, { method: 'GET', url: `/api2/profile/content?userId=${hidden.id}` })).body,
      ])
        expect(JSON.stringify(data), subject).not.toContain(world.own.username);
    }
  });

  it('lets the page loaders in whom the API lets in (magazine-permissions.ts)', async () => {
    const pageApiFor = createPageApi(t.app.services);
    const { username, magazineUserId } = world.own;
    const ACCESS = { 200: 'ok', 401: 'guest', 403: 'denied', 404: 'missing' } as const;
    const mismatches: string[] = [];
    for (const subject of SUBJECTS) {
      const api = pageApiFor(await pageViewerOf(world, subject));
      const pages: [string, keyof typeof MAGAZINE_ACTIONS, () => Promise<{ access: string }>][] = [
        ['team page', 'team.read', () => api.magazines.team(username)],
        ['team home', 'team.read', () => api.magazines.home(username)],
        ['settings page', 'settings.read', () => api.magazines.settings(username)],
        ['plan page', 'plan.read', () => api.plans.plan(username)],
        ['review queue', 'review.queue', () => api.editorial.queue(username, 'submitted')],
        ['activity page', 'activity.read', () => api.insights.activity(username, 'all')],
        // With no scope asked, the widest open to the viewer: their own stories at the least.
        ['insights page', 'insights.own', () => api.insights.insights(username, 30)],
        ['open contribution page', 'openContribution.read', () => api.openContribution.settings(username)],
      ];
      for (const [what, action, load] of pages) {
        const access = (await load()).access;
        if (access !== ACCESS[expectedStatus(action, subject)])
          mismatches.push(`${subject} ${what}: ${access}`);
      }
      const invitations = await api.invitations.openInvitations(magazineUserId);
      if ((invitations !== null) !== allowed('invitations.read', subject))
        mismatches.push(`${subject} open invitations`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the business info only to those who change the settings (SPEC §7 Business)', () => {
    for (const { subject, what, data } of answers.filter((a) => a.what.startsWith('/api2/business?'))) {
      const info = (data as { data?: { businessInfo?: unknown } }).data?.businessInfo;
      expect(info !== undefined, `${subject} ${what}`).toBe(allowed('settings.change', subject));
    }
  });

  it('shows what is there to those who may see it (the checks above can fail)', () => {
    const of = (subject: Subject, what: string) =>
      answers.find((a) => a.subject === subject && a.what.startsWith(what))!.text;
    const id = world.own.magazineUserId;
    expect(of('masterAdmin', `/api2/magazine/team?magazineUserId=${id}`)).toContain(secrets.hiddenName);
    expect(of('secretAdmin', '/api2/magazine/switcher')).toContain(`"userId":${id}`);
    expect(of('primaryOwner', `/api2/magazine/plan?magazineUserId=${id}`)).toMatch(/"last4":"4242"/);
    expect(of('managingEditor', `/api2/magazine/invitations?magazineUserId=${id}`)).toContain(INVITEE);
    expect(of('writer', '/api2/notification/new')).toContain(RETURN_NOTE);
    expect(of('writer', `/api2/editorial/revisions?cgroupId=${scene.returned}`)).toContain(
      '"kind":"returned"',
    );
    expect(of('editor', `/api2/editorial/revisions?cgroupId=${scene.waiting}`)).toContain('"kind":"edited"');
    expect(of('owner', `/api2/magazine/plan?magazineUserId=${id}`)).toMatch(/"paidBy"/);
    // What the hidden secretAdmin did shows as the magazine's, but to masterAdmin.
    expect(of('writer', '/api2/notification/new')).toContain(`"actor":{"userId":${id},`);
    expect(of('masterAdmin', `/api2/editorial/revisions?cgroupId=${scene.waiting}`)).toContain(
      secrets.hiddenName,
    );
    expect(of('masterAdmin', `/api2/magazine/invitations?magazineUserId=${id}`)).toContain(
      secrets.hiddenName,
    );
    // Team activity: addresses for those who invite, the hidden secretAdmin's moves as the magazine's.
    const activity = `/api2/magazine/activity?magazineUserId=${id}`;
    expect(of('managingEditor', activity)).toContain(INVITEE);
    expect(of('editor', activity)).toMatch(/"action":"editorial.return","createdAt":"[^"]+","actor":null/);
    expect(of('masterAdmin', activity)).toContain(secrets.hiddenName);
    // Insights count every reader and name none; the hidden secretAdmin's story is the magazine's.
    const insights = `/api2/magazine/insights?magazineUserId=${id}`;
    expect(of('owner', insights)).toMatch(/"readers":\{"current":3,/);
    expect(of('owner', insights)).toContain(`"writer":{"userId":${id},`);
    expect(of('owner', insights)).toMatch(/"byReferrer":\[/);
    expect(of('editor', insights)).toContain('"byReferrer":null');
    expect(of('masterAdmin', insights)).toContain(secrets.hiddenName);
    expect(of('secretAdmin', `${insights}&scope=own`)).toMatch(/"reads":\{"current":3,/);
    expect(of('guest', `/api2/content/page?cgroupId=${scene.hiddenStory}`)).toContain(
      `"author":{"userId":${id},`,
    );
    expect(of('contributor', `/api2/magazine/open-contribution?userId=${id}`)).toContain('"enabled":false');
  });
});

describe('the GETs SPEC lists for a change (DESIGN §3)', () => {
  /** Actions whose request is a GET that must come from a page of this site. */
  const changing = ACTION_NAMES.filter((action) => expectationOf(action).changesOnGet);
  const FOREIGN: Record<string, string>[] = [
    {},
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'none' },
    { referer: 'https://elsewhere.example/page' },
  ];

  it.each(changing)(
    '%s: refused to every subject without proof of this site, changing nothing',
    async (action) => {
      const maker = REQUEST_MAKERS[action];
      for (const subject of SUBJECTS) {
        const me = personOf(world, world.own, subject);
        for (const headers of FOREIGN) {
          const req = await maker.make({ t, team: world.own, home: world.own, me });
          const before = await fingerprint(t);
          const answer = await send(t, me, { ...req, headers });
          const where = `${action} by ${subject} with ${JSON.stringify(headers)}`;
          const expected = expectedStatus(action, subject);
          // The right is checked first; a subject who has it is refused for where the request came from.
          expect(answer.status, where).toBe(expected === 200 ? 403 : expected);
          if (expected === 200) expect(answer.body.errorMsgKey, where).toBe('error.request.cross.site');
          expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
          await req.after?.();
        }
      }
    },
  );
});

describe('rights that come from the site, not from a team', () => {
  it('gives a special-handling account every plan feature, and no team right (the generated tests)', async () => {
    const special = world.outside.special!;
    expect(t.config.specialAccountIds).toContain(special.id);
    expect(await t.app.services.plans.features(special.id)).toEqual({
      enableAdvancedCustomisations: true,
      enableRemovingDefaultFooter: true,
    });
    const team = await send(t, special, {
      method: 'GET',
      url: `/api2/magazine/team?magazineUserId=${world.own.magazineUserId}`,
    });
    expect(team.status).toBe(403);
  });

  it("gives a suspended member's pages nothing: no session, and no membership even with one", async () => {
    expect(await pageViewerOf(world, 'suspended')).toBeNull();
    const pageApiFor = createPageApi(t.app.services);
    const suspended = world.own.people.suspended;
    const forged = { userId: suspended.id, sessionId: 0, uiLang: null, remember: false };
    const { username } = world.own;
    expect(await pageApiFor(forged).magazines.team(username)).toEqual({ access: 'denied' });
    expect(await pageApiFor(forged).magazines.home(username)).toEqual({ access: 'denied' });
    expect(await pageApiFor(forged).plans.plan(username)).toEqual({ access: 'denied' });
    expect(await pageApiFor(forged).editorial.queue(username, 'submitted')).toEqual({ access: 'denied' });
  });
});
