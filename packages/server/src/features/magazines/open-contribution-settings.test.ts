import { OPEN_CONTRIBUTION_DEFAULTS, OPEN_CONTRIBUTION_LIMITS } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildMagazine, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { libraryImages } from '../photos/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazines } from './tables.ts';

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, { kind: 'business' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const PHOTO = '/images/u/1/open-card.jpg';
const settingsPath = (userId: number | string) => `/api2/magazine/open-contribution?userId=${userId}`;
const update = (client: Pick<Team['outsider']['client'], 'post'>, body: Record<string, unknown>) =>
  client.post('/api2/magazine/open-contribution', { userId: team.magazineUserId, ...body });

const storedRow = async (magazineUserId = team.magazineUserId) => {
  const [row] = await db()
    .select({ enabled: magazines.openContributionEnabled, stored: magazines.openContribution })
    .from(magazines)
    .where(eq(magazines.userId, magazineUserId));
  return row;
};

/**
 * TESTING §6: stored HTML is made of allowlisted tags with allowlisted, double-quoted attributes (no
 * event handler, no script address) and text without a raw '<' or '>': nothing in it can run.
 */
function expectInert(html: string) {
  const tags = new Set(
    'p br strong b em i u s a ul ol li blockquote h2 h3 h4 code pre img figure figcaption'.split(' '),
  );
  const attributes = new Set(['href', 'rel', 'target', 'src', 'alt']);
  const tag = /<\/?([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)(?: \/)?>/g;
  for (const [, name = '', attrs = ''] of html.matchAll(tag)) {
    expect(tags.has(name), html).toBe(true);
    for (const [, attr = '', value = ''] of attrs.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      expect(attributes.has(attr), html).toBe(true);
      if (attr === 'href' || attr === 'src')
        expect(value, html).toMatch(/^(?:https?:\/\/|mailto:|\/images\/)/);
    }
  }
  expect(html.replace(tag, ''), html).not.toMatch(/[<>]/);
}

// Who may read and change the settings, on their own magazine, another and a closed one: the generated
// test (test/magazine-permissions.ts, rows openContribution.*).
describe('GET /api2/magazine/open-contribution', () => {
  it('gives members the SPEC §3 defaults, off, with what each may change', async () => {
    const contributor = await team.people.contributor.client.get(settingsPath(team.magazineUserId));
    expect(contributor.status).toBe(200);
    expect(contributor.body.data).toEqual({
      magazine: {
        userId: team.magazineUserId,
        username: team.magazine.username,
        displayName: team.magazine.displayName,
        kind: 'business',
      },
      enabled: false,
      settings: OPEN_CONTRIBUTION_DEFAULTS,
      button: {
        pageOpenContributionButtonBgColor: '#000000',
        pageOpenContributionButtonTextColor: '#ffffff',
      },
      abilities: expect.objectContaining({ changeSettings: false, write: true }),
    });
    const manager = await team.people.managingEditor.client.get(settingsPath(team.magazineUserId));
    expect(manager.body.data.abilities.changeSettings).toBe(true);
  });

  it('reads a magazine without a settings row as off, and refuses bad ids with 400', async () => {
    const bare = await buildMagazine(t, { seats: ['primaryOwner'], row: false });
    const answer = await bare.people.primaryOwner.client.get(settingsPath(bare.magazineUserId));
    expect(answer.status).toBe(200);
    expect(answer.body.data.enabled).toBe(false);
    for (const bad of ['0', '-1', 'abc', '99999999999999999999', "1' or 1=1"])
      expect((await team.people.primaryOwner.client.get(settingsPath(bad))).status).toBe(400);
  });
});

describe('POST /api2/magazine/open-contribution', () => {
  it('lets a managing editor turn it on and set every field, with one audit row', async () => {
    await db()
      .insert(libraryImages)
      .values({ path: PHOTO, sha256: 'c'.repeat(64), width: 1200, height: 600, isGif: false });
    const answer = await update(team.people.managingEditor.client, {
      enabled: true,
      feedCardIdx: 2,
      openContributionDescription: '  Stories of the harbour  ',
      openContributionPhotoPath: PHOTO,
      openContributionPhotoFocalPoint: '30,70',
      openContributionButtonText: 'Pitch us',
      openContributionButtonColor: 'rgb(255, 204, 0)',
      signUpMessage: '<p>Join <strong>us</strong></p>',
      submitStoryMessage: '<h2>Guidelines</h2><ul><li>800 words</li></ul>',
      submittedMessage: '<p>Thanks!</p>',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      enabled: true,
      settings: {
        feedCardIdx: 2,
        openContributionDescription: 'Stories of the harbour',
        openContributionPhotoPath: `${PHOTO}?focalPoint=30,70`,
        openContributionButtonText: 'Pitch us',
        openContributionButtonColor: '#ffcc00',
        signUpMessage: '<p>Join <strong>us</strong></p>',
        submitStoryMessage: '<h2>Guidelines</h2><ul><li>800 words</li></ul>',
        submittedMessage: '<p>Thanks!</p>',
      },
      // SPEC §5: a light button gets black text.
      button: {
        pageOpenContributionButtonBgColor: '#ffcc00',
        pageOpenContributionButtonTextColor: '#000000',
      },
    });
    const events = (await teamEventsOf(t, team.magazineUserId)).filter(
      (e) => e.action === 'magazine.settings',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorUserId: team.people.managingEditor.id,
      data: { section: 'openContribution', enabled: true },
    });
    expect((events[0]!.data as { fields: string[] }).fields.sort()).toEqual(
      [
        'enabled',
        'feedCardIdx',
        'openContributionDescription',
        'openContributionPhotoPath',
        'openContributionButtonText',
        'openContributionButtonColor',
        'signUpMessage',
        'submitStoryMessage',
        'submittedMessage',
      ].sort(),
    );
  });

  it('changes only the fields sent, keeps the photo for a new focal point, and writes nothing for no change', async () => {
    const owner = team.people.primaryOwner.client;
    const moved = await update(owner, { openContributionPhotoFocalPoint: '10,20' });
    expect(moved.body.data.settings).toMatchObject({
      openContributionPhotoPath: `${PHOTO}?focalPoint=10,20`,
      openContributionButtonText: 'Pitch us',
    });
    const eventsBefore = (await teamEventsOf(t, team.magazineUserId)).length;
    const same = await update(owner, { openContributionButtonText: 'Pitch us', enabled: true });
    expect(same.status).toBe(200);
    expect((await teamEventsOf(t, team.magazineUserId)).length).toBe(eventsBefore);
    const removed = await update(owner, { openContributionPhotoPath: null });
    expect(removed.body.data.settings.openContributionPhotoPath).toBeNull();
  });

  it('refuses a photo this site never stored, bad colours and out-of-range values, changing nothing', async () => {
    const owner = team.people.primaryOwner.client;
    const before = await storedRow();
    const missing = await update(owner, { openContributionPhotoPath: '/images/u/1/nowhere.jpg' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.fields).toEqual({ openContributionPhotoPath: expect.any(String) });
    for (const color of [
      'red',
      '#000;background:url(https://evil.example/x)',
      '</style><script>window.__xss=1</script>',
      'expression(alert(1))',
      'rgb(300,0,0)',
      ['#000'],
      7,
    ]) {
      const refused = await update(owner, { openContributionButtonColor: color });
      expect(refused.status, String(color)).toBe(400);
      expect(refused.body.errors.fields).toHaveProperty('openContributionButtonColor');
    }
    for (const body of [
      { feedCardIdx: OPEN_CONTRIBUTION_LIMITS.feedCardIdxMax + 1 },
      { feedCardIdx: '1' },
      { openContributionButtonText: '   ' },
      { openContributionDescription: 'd'.repeat(OPEN_CONTRIBUTION_LIMITS.descriptionMax + 1) },
      { signUpMessage: `<p>${'m'.repeat(OPEN_CONTRIBUTION_LIMITS.messageMax)}</p>` },
      { enabled: 'true' },
      { openContribution: {} },
    ])
      expect((await update(owner, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await storedRow()).toEqual(before);
  });

  it('stores XSS payloads in messages inert, and button text as plain text', async () => {
    const owner = team.people.primaryOwner.client;
    const fields = ['signUpMessage', 'submitStoryMessage', 'submittedMessage'] as const;
    // Text PostgreSQL would not store as sent (a NUL, a lone surrogate) is refused whole: such payloads go
    // one at a time; the others three to a call, one per message (a third as many calls).
    const unstorable = (payload: string) => payload.includes('\u0000') || /\p{Cs}/u.test(payload);
    for (const payload of XSS_PAYLOADS.filter(unstorable)) {
      const answer = await update(owner, { signUpMessage: payload });
      if (answer.status !== 400) expectInert(answer.body.data.settings.signUpMessage);
    }
    const storable = XSS_PAYLOADS.filter((payload) => !unstorable(payload));
    for (let start = 0; start < storable.length; start += fields.length) {
      const sent = fields.map((_, i) => storable[(start + i) % storable.length]!);
      const answer = await update(owner, Object.fromEntries(fields.map((field, i) => [field, sent[i]])));
      expect(answer.status, sent.join(' | ')).toBe(200);
      for (const field of fields) expectInert(answer.body.data.settings[field]);
    }
    const stored = (await storedRow())?.stored as Record<string, string>;
    for (const field of ['signUpMessage', 'submitStoryMessage', 'submittedMessage'])
      expectInert(stored[field] ?? '');
    // Button text and description are text: kept as typed, shown escaped by the page.
    const text = await update(owner, {
      openContributionButtonText: '<img src=x onerror=alert(1)>',
      openContributionDescription: '"><script>window.__xss=1</script>',
    });
    expect(text.body.data.settings.openContributionButtonText).toBe('<img src=x onerror=alert(1)>');
  });

  it('stores a message with nothing to read as empty, so the default shows', async () => {
    const answer = await update(team.people.primaryOwner.client, {
      signUpMessage: '<p> </p><p><br></p>',
      submittedMessage: '<script>alert(1)</script>',
    });
    expect(answer.body.data.settings).toMatchObject({ signUpMessage: '', submittedMessage: '' });
  });
});

describe('the page calls', () => {
  it('gives the settings page to members, the overlay to guests, Access Deny to others', async () => {
    const pageApi = createPageApi(t.app.services);
    const { username } = team.magazine;
    expect(await pageApi(null).openContribution.settings(username)).toEqual({ access: 'guest' });
    const viewerOf = (userId: number) => ({ userId, sessionId: 0, uiLang: null, remember: false });
    expect(await pageApi(viewerOf(team.outsider.id)).openContribution.settings(username)).toEqual({
      access: 'denied',
    });
    expect(await pageApi(viewerOf(team.outsider.id)).openContribution.settings('nosuchmagazine')).toEqual({
      access: 'missing',
    });
    const ok = await pageApi(viewerOf(team.people.writer.id)).openContribution.settings(username);
    expect(ok).toMatchObject({ access: 'ok', view: { enabled: true, abilities: { changeSettings: false } } });
  });

  it('shows the card while it is on, to guests and people alike, and none once it is off', async () => {
    const pageApi = createPageApi(t.app.services);
    const viewerOf = (userId: number) => ({ userId, sessionId: 0, uiLang: null, remember: false });
    const guest = await pageApi(null).openContribution.card(team.magazineUserId);
    expect(guest).toMatchObject({
      viewer: 'guest',
      buttonText: '<img src=x onerror=alert(1)>',
      feedCardIdx: 2,
    });
    expect(Object.keys(guest!).sort()).toEqual(
      [
        'button',
        'buttonText',
        'description',
        'feedCardIdx',
        'magazine',
        'messages',
        'photoPath',
        'viewer',
      ].sort(),
    );
    expect(
      (await pageApi(viewerOf(team.outsider.id)).openContribution.card(team.magazineUserId))?.viewer,
    ).toBe('person');
    expect(
      (await pageApi(viewerOf(team.people.writer.id)).openContribution.card(team.magazineUserId))?.viewer,
    ).toBe('member');
    await update(team.people.primaryOwner.client, { enabled: false });
    expect(await pageApi(null).openContribution.card(team.magazineUserId)).toBeNull();
    await update(team.people.primaryOwner.client, { enabled: true });
  });
});
