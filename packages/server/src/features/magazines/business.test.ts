import { type MessageKey, translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createClient, type TestApp } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { insertStory } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { auditLog } from '../audit/tables.ts';
import { registerPageRoutes } from '../ssr/host.ts';
import { businessSiteResolver } from './business-site.ts';
import { magazines } from './tables.ts';

/**
 * SPEC §7 Business calls, and DESIGN §4 business sites: the page routes registered as the server
 * registers them, with a stand-in for React Router's render that answers the site the host named.
 */
let t: TestApp;
beforeAll(async () => {
  const database = await openTestDatabase();
  // Load shedding off, as in createTestApp: a busy machine's event-loop lag must not turn answers into 503s
  // (load-shedding.test.ts tests it).
  const config = {
    ...loadConfig({ NODE_ENV: 'test', SHED_EVENT_LOOP_DELAY_MS: '0', SHED_QUERIES_WAITING: '1000000' }),
    passwordHashCost: 1024,
    smtpUrl: null,
  };
  const app = await buildApp({ config, database, ssr: false });
  registerPageRoutes(
    app,
    async (_request, reply, site) => reply.type('application/json').send({ site }),
    businessSiteResolver(app.services),
  );
  await app.ready();
  t = {
    app,
    database,
    config,
    now: () => new Date(),
    advance: () => {},
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
afterAll(() => t?.close());

const db = () => t.database.db;
const en = (key: MessageKey) => translate('en', key);
let serial = 0;
const businessName = () => `shop${Date.now().toString(36).slice(-5)}${++serial}`;

type Team = Awaited<ReturnType<typeof buildMagazine>>;
type Client = Team['outsider']['client'];

const storedColors = async (userId: number) =>
  (
    await db().select({ colors: magazines.brandColors }).from(magazines).where(eq(magazines.userId, userId))
  )[0]?.colors;

describe('GET /api2/business', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, {
      kind: 'business',
      username: businessName(),
      brandColors: '#112233;#aabbcc80',
    });
  });
  const business = (client: Pick<Client, 'get'>, userId: number | string) =>
    client.get(`/api2/business?userId=${userId}`);

  it('gives anyone the brand colours (SPEC §3 Business), and nothing more', async () => {
    for (const client of [createClient(t.app), team.outsider.client, team.people.writer.client]) {
      const response = await business(client, team.magazineUserId);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        business: { userId: team.magazineUserId, brandColors: '#112233;#aabbcc80' },
      });
    }
  });

  it('gives a manager the business info too', async () => {
    const response = await business(team.people.managingEditor.client, team.magazineUserId);
    expect(response.body.data.businessInfo).toMatchObject({
      userId: team.magazineUserId,
      username: team.magazine.username,
      kind: 'business',
      brandColors: '#112233;#aabbcc80',
      magazinePlan: { name: 'Free', magazinePlanGrpId: 1 },
      siteAddress: `http://${team.magazine.username}.localhost:3000/`,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/email|passwordHash|accessRights/);
  });

  it('answers 404 for a closed business', async () => {
    const closed = await buildMagazine(t, { kind: 'business', username: businessName(), seats: ['owner'] });
    await db()
      .update(magazines)
      .set({ closedAt: new Date() })
      .where(eq(magazines.userId, closed.magazineUserId));
    expect((await business(closed.people.owner.client, closed.magazineUserId)).status).toBe(404);
    const update = await closed.people.owner.client.post('/api2/business/update', {
      userId: closed.magazineUserId,
      brandColors: '#000000',
    });
    // A closed business gives its members no right in it (core policy): the update is refused.
    expect(update.status).toBe(403);
  });

  it('answers 404 for an id that is no open magazine, and 400 for a bad one', async () => {
    expect((await business(team.outsider.client, team.outsider.id)).status).toBe(404);
    expect((await business(team.outsider.client, 99_999_999)).status).toBe(404);
    expect((await business(team.outsider.client, 'abc')).status).toBe(400);
    expect((await business(team.outsider.client, '99999999999999999999')).status).toBe(400);
  });
});

describe('GET and POST /api2/business/update', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildMagazine(t, { kind: 'business', username: businessName() });
  });
  const update = (client: Pick<Client, 'get'>, colors: string, headers: Record<string, string> = {}) =>
    client.get(
      `/api2/business/update?userId=${team.magazineUserId}&brandColors=${encodeURIComponent(colors)}`,
      headers,
    );

  it('asks a guest to sign in and refuses members without customiseDesign, changing nothing', async () => {
    expect((await update(createClient(t.app), '#000')).status).toBe(401);
    for (const client of [team.people.editor.client, team.people.writer.client, team.outsider.client]) {
      const response = await update(client, '#000');
      expect(response.status).toBe(403);
      expect(response.body.errorMsgKey).toBe('error.access_deny');
    }
    expect(await storedColors(team.magazineUserId)).toBe('');
  });

  it('stores the colours normalised from a same-origin GET, with an audit row', async () => {
    const response = await update(team.people.owner.client, '#ABC; rgba(0, 0, 0, 0.5) ;', {
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      business: { userId: team.magazineUserId, brandColors: '#aabbcc;#00000080' },
    });
    expect(await storedColors(team.magazineUserId)).toBe('#aabbcc;#00000080');
    const events = await db()
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.magazineUserId, team.magazineUserId));
    expect(events).toEqual([
      { action: 'magazine.settings', data: { magazineUserId: team.magazineUserId, fields: ['brandColors'] } },
    ]);
  });

  it('refuses a cross-site GET (a link or an image on another site) and changes nothing', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const response = await update(team.people.owner.client, '#ff0000', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await storedColors(team.magazineUserId)).toBe('#aabbcc;#00000080');
  });

  it('takes a POST too, and clears the colours with an empty list', async () => {
    const body = { userId: team.magazineUserId, brandColors: 'rgb(1, 2, 3)' };
    const posted = await team.people.managingEditor.client.post('/api2/business/update', body);
    expect(posted.body.data.business.brandColors).toBe('#010203');
    const cleared = await team.people.owner.client.post('/api2/business/update', {
      ...body,
      brandColors: '',
    });
    expect(cleared.body.data.business.brandColors).toBe('');
    const crossSite = await team.people.owner.client.post('/api2/business/update', body, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(await storedColors(team.magazineUserId)).toBe('');
  });

  it('refuses CSS injection and too many colours with the field, changing nothing', async () => {
    const cases: [string, MessageKey][] = [
      ['#fff;}body{display:none', 'validation.brandColors.invalid'],
      ['red', 'validation.brandColors.invalid'],
      ['rgb(1,2,3);background:url(javascript:alert(1))', 'validation.brandColors.invalid'],
      ['</style><script>alert(1)</script>', 'validation.brandColors.invalid'],
      [
        Array.from({ length: 11 }, (_, i) => `#0000${(i + 16).toString(16)}`).join(';'),
        'validation.brandColors.tooMany',
      ],
    ];
    for (const [colors, key] of cases) {
      const response = await update(team.people.owner.client, colors);
      expect(response.status, colors).toBe(400);
      expect(response.body.errors.fields).toEqual({ brandColors: en(key) });
    }
    const wrongType = await team.people.owner.client.post('/api2/business/update', {
      userId: team.magazineUserId,
      brandColors: ['#fff'],
    });
    expect(wrongType.status).toBe(400);
    expect(await storedColors(team.magazineUserId)).toBe('');
  });
});

describe('business sites (DESIGN §4): the host decides', () => {
  const page = (host: string, url = '/') =>
    t.app.inject({ method: 'GET', url, headers: { host } }).then((response) => ({
      status: response.statusCode,
      site: response.json().site,
    }));

  it("serves an open business's site on {username}.localhost, in any case and on any port", async () => {
    const { magazineUserId, magazine } = await buildMagazine(t, {
      kind: 'business',
      username: businessName(),
      brandColors: '#0a0b0c',
      seats: [],
    });
    for (const host of [
      `${magazine.username}.localhost`,
      `${magazine.username.toUpperCase()}.localhost:3210`,
    ]) {
      const { status, site } = await page(host, '/writers/@someone');
      expect(status).toBe(200);
      expect(site).toEqual({
        userId: magazineUserId,
        username: magazine.username,
        displayName: magazine.displayName,
        photoPath: null,
        brandColors: ['#0a0b0c'],
        mainOrigin: 'http://localhost:3000',
      });
    }
  });

  it('answers missing for a host naming no business, a magazine, or a closed business', async () => {
    const magazine = await buildMagazine(t, { kind: 'magazine', username: businessName(), seats: [] });
    const closed = await buildMagazine(t, { kind: 'business', username: businessName(), seats: [] });
    await db()
      .update(magazines)
      .set({ closedAt: new Date() })
      .where(eq(magazines.userId, closed.magazineUserId));
    for (const host of [
      'nobody-here.localhost',
      `${magazine.magazine.username}.localhost`,
      `${closed.magazine.username}.localhost`,
      'under_score.localhost',
    ]) {
      expect((await page(host)).site, host).toBe('missing');
    }
  });

  it('leaves the main site and the flavour hosts as they are', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'explore.localhost',
      'connect.localhost',
      'create.localhost',
    ]) {
      expect((await page(host)).site, host).toBeNull();
    }
  });

  it("gives the feeds' next pages the site's own addresses", async () => {
    const { magazineUserId, magazine, people } = await buildMagazine(t, {
      kind: 'business',
      username: businessName(),
      seats: ['writer'],
    });
    await insertStory(db(), people.writer.id, { publisherId: magazineUserId, title: 'Lamps at dusk' });
    const feed = (host: string) =>
      t.app
        .inject({ method: 'GET', url: `/api2/profile/content?userId=${magazineUserId}`, headers: { host } })
        .then((response) => response.json().data.items.map((item: { url: string }) => item.url));
    expect(await feed(`${magazine.username}.localhost`)).toEqual([
      expect.stringMatching(/^\/post\/\d+\/lamps-at-dusk\.html$/),
    ]);
    expect(await feed('localhost')).toEqual([
      expect.stringMatching(new RegExp(`^/@${magazine.username}/post/\\d+/lamps-at-dusk\\.html$`)),
    ]);
  });

  it('keeps the API and its JSON 404 on a business host', async () => {
    const { magazineUserId, magazine } = await buildMagazine(t, {
      kind: 'business',
      username: businessName(),
      seats: [],
    });
    const host = `${magazine.username}.localhost`;
    const api = await t.app.inject({
      method: 'GET',
      url: `/api2/business?userId=${magazineUserId}`,
      headers: { host },
    });
    expect(api.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api2/no/such/thing', headers: { host } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 1003 });
  });
});
