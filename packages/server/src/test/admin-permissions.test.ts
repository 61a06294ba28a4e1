import { ACCESS_RIGHTS } from '@masthead/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import { routeRegistry } from '../http/route.ts';
import { ADMIN_ROUTES, ADMIN_SUBJECTS, type AdminSubject } from './admin-permissions.ts';
import { createClient, createTestApp, type TestApp } from './app.ts';
import { multipartBody } from './images.ts';
import { insertTopic, signedInPerson } from './reading-fixtures.ts';

/**
 * The generated test of the admin console's permissions: every admin route (the route table's, so a
 * new one without a row fails here) × every subject of admin-permissions.ts. Refused: 401 for guests
 * and the suspended, 403 access_deny for the rest, and nothing changes. Allowed: past the gate (the
 * request may still be a 4xx about its input, never 401/403).
 */

let t: TestApp;
const people = {} as Record<AdminSubject, Awaited<ReturnType<typeof signedInPerson>> | null>;
beforeAll(async () => {
  t = await createTestApp();
  people.guest = null;
  people.reader = await signedInPerson(t);
  people.adminNone = await signedInPerson(t, { admin: true, accessRights: [] });
  for (const right of ACCESS_RIGHTS)
    people[`admin:${right}`] = await signedInPerson(t, { admin: true, accessRights: [right] });
  people.masterAdmin = await signedInPerson(t, { admin: true, masterAdmin: true });
  people.suspended = await signedInPerson(t, { admin: true, masterAdmin: true });
  await t.database.db.update(users).set({ suspendedAt: t.now() }).where(eq(users.id, people.suspended.id));
});
afterAll(() => t?.close());

let serial = 0;
/** A request each route's gate can be asked with: fresh targets, so an allowed call changes only them. */
async function requestFor(route: string): Promise<{ url: string; body?: unknown; form?: FormData }> {
  serial += 1;
  const db = t.database.db;
  const [method, path] = route.split(' ') as [string, string];
  const target = async () => (await signedInPerson(t)).id;
  const topic = async () => (await insertTopic(db)).id;
  if (method === 'GET') return { url: path };
  switch (path) {
    case '/api2/admin/rights':
      return { url: path, body: { userId: await target(), rights: ['topics'] } };
    case '/api2/admin/special':
      return { url: path, body: { userId: await target(), special: true } };
    case '/api2/admin/people/suspend':
      return { url: path, body: { userId: await target(), suspended: true } };
    case '/api2/admin/topic/rename':
      return { url: path, body: { topicId: await topic(), title: `Renamed ${serial} ${Date.now()}` } };
    case '/api2/admin/topic/merge':
      return { url: path, body: { topicId: await topic(), masterTopicId: await topic() } };
    case '/api2/admin/publisher/create':
      return {
        url: path,
        body: { username: `tier${serial}x${Date.now() % 100000}`, displayName: 'Tier Two' },
      };
    case '/api2/admin/newsletter/issue':
      return { url: path, body: { intros: { en: `Note ${serial}` } } };
    case '/api2/admin/newsletter/test':
      return { url: path, body: { lang: 'en' } };
    case '/api2/admin/newsletter/image': {
      const form = new FormData();
      form.append('delete', '1');
      return { url: path, form };
    }
    case '/api2/admin/blog/review':
      return { url: path, body: { submissionId: 9_999_999, decision: 'approve' } };
    default:
      return { url: path, body: { recommendationId: 9_999_999 } };
  }
}

/** An upload route's request, multipart as the browser sends it. */
async function postForm(url: string, form: FormData, cookie: string | undefined) {
  const { payload, contentType } = await multipartBody(form);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the admin expected-permissions file', () => {
  it('has a row for every admin route', () => {
    const adminRoutes = (routeRegistry.get(t.app) ?? [])
      .filter((route) => route.access === 'admin')
      .map((route) => `${route.method[0]} ${route.url}`);
    expect(adminRoutes.filter((route) => !(route in ADMIN_ROUTES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTES).filter((route) => !adminRoutes.includes(route))).toEqual([]);
  });
});

describe.each(Object.entries(ADMIN_ROUTES))('%s', (route, expectation) => {
  it.each(ADMIN_SUBJECTS)('%s', async (subject) => {
    const person = people[subject];
    const client = person ? person.client : createClient(t.app);
    const { url, body, form } = await requestFor(route);
    const audited = async () =>
      (await t.database.db.select().from(auditLog).where(like(auditLog.action, 'admin.%'))).length;
    const before = await audited();
    const answer = route.startsWith('GET')
      ? await client.get(url)
      : form
        ? await postForm(url, form, person?.client.cookie)
        : await client.post(url, body);
    const where = `${subject} ${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
    if (expectation.allowed.includes(subject)) {
      expect([401, 403], where).not.toContain(answer.status);
      expect(answer.status, where).toBeLessThan(500);
      return;
    }
    const expected = subject === 'guest' || subject === 'suspended' ? 401 : 403;
    expect(answer.status, where).toBe(expected);
    expect(answer.body.errorMsgKey, where).toBe(
      expected === 401 ? 'error.auth.fail.no.login' : 'error.access_deny',
    );
    expect(await audited(), where).toBe(before);
  });
});
