import { PLAN_GROUP, STYLE_DEFAULTS, STYLE_KEYS } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team, teamEventsOf } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { pageCustomisations } from './tables.ts';

let t: TestApp;
let free: Team;
let pro: Team;
beforeAll(async () => {
  t = await createTestApp();
  free = await buildMagazine(t, {
    seats: ['primaryOwner', 'managingEditor', 'editor'],
    brandColors: '#f4e04d',
  });
  pro = await buildMagazine(t, { seats: ['primaryOwner', 'editor'], planGroup: PLAN_GROUP.pro });
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api2/user/setting/profile/customize';
type Body = Record<string, unknown>;
const settingsBody = (userId: number, current: Body, all: Body = {}) => ({
  userId,
  allProfileSettings: JSON.stringify(all),
  mobileProfileSettings: '',
  currentProfileSettings: JSON.stringify({ advancedSettings: {}, styles: {}, ...current }),
});
const stored = async (userId: number) =>
  (await t.database.db.select().from(pageCustomisations).where(eq(pageCustomisations.userId, userId)))[0];

describe('POST /api2/user/setting/profile/customize', () => {
  it('saves a person’s own page and answers the SPEC §3 profile payload', async () => {
    const person = await signedInPerson(t);
    const body = settingsBody(person.id, {
      layout: 'single-column',
      styles: { coverBgColor: 'rgba(17, 34, 51, 1)', globalFont: 'Georgia,serif' },
    });
    const saved = await person.client.post(PATH, body);
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(true);
    const data = saved.body.data;
    expect(data.userId).toBe(person.id);
    expect(data.mobileProfileSettings).toEqual({});
    expect(data.currentProfileSettings).toEqual({
      layout: 'single-column',
      styles: { ...STYLE_DEFAULTS, coverBgColor: '#112233', globalFont: 'Georgia,serif' },
      advancedSettings: {},
    });
    expect(data.allProfileSettings).toEqual({
      'single-column': {
        styles: { coverBgColor: '#112233', globalFont: 'Georgia,serif' },
        advancedSettings: {},
      },
    });
    // A person has no plan: preview only.
    expect(data.abilities).toEqual({ customise: true, goLive: false, removeFooter: false });
    const read = await person.client.get(`${PATH}?userId=${person.id}`);
    expect(read.body.data).toEqual(data);
  });

  it('keeps styles per layout', async () => {
    const person = await signedInPerson(t);
    const columns = { styles: { pageBgColor: '#eeeeee' }, advancedSettings: {} };
    await person.client.post(
      PATH,
      settingsBody(
        person.id,
        { layout: 'magazine-layout', styles: { pageBgColor: '#111111' } },
        { 'multiple-columns': columns },
      ),
    );
    const row = await stored(person.id);
    expect(row?.layout).toBe('magazine-layout');
    expect(row?.allSettings['multiple-columns']).toEqual(columns);
    expect(row?.allSettings['magazine-layout']?.styles).toEqual({ pageBgColor: '#111111' });
  });

  it('answers guests 401 and changes nothing', async () => {
    const guest = createClient(t.app);
    const answer = await guest.post(PATH, settingsBody(free.magazineUserId, { layout: 'single-column' }));
    expect(answer.status).toBe(401);
    expect(answer.body.errors.system).toBe('auth.fail.no.login');
    expect(await stored(free.magazineUserId)).toBeUndefined();
  });

  it('refuses members without customiseDesign, outsiders and another person’s page (id tampering)', async () => {
    const body = settingsBody(free.magazineUserId, { layout: 'single-column' });
    for (const client of [free.people.editor.client, free.outsider.client, pro.people.primaryOwner.client]) {
      const answer = await client.post(PATH, body);
      expect(answer.status).toBe(403);
      expect(answer.body.errorMsgKey).toBe('error.access_deny');
    }
    const someone = await signedInPerson(t);
    const tampered = await free.outsider.client.post(
      PATH,
      settingsBody(someone.id, { layout: 'single-column' }),
    );
    expect(tampered.status).toBe(403);
    expect(await stored(someone.id)).toBeUndefined();
    expect((await free.outsider.client.get(`${PATH}?userId=${someone.id}`)).status).toBe(403);
    expect(await stored(free.magazineUserId)).toBeUndefined();
  });

  it('lets a managing editor customise, with an audit row; a free plan cannot go live', async () => {
    const editor = free.people.managingEditor.client;
    const ok = await editor.post(PATH, settingsBody(free.magazineUserId, { layout: 'single-column' }));
    expect(ok.status).toBe(200);
    // The brand's primary colour (light) leads the defaults, with black inverted text.
    expect(ok.body.data.currentProfileSettings.styles.coverBgColor).toBe('#f4e04d');
    expect(ok.body.data.currentProfileSettings.styles.coverTextColor).toBe('#000000');
    expect(ok.body.data.brandColors).toEqual(['#f4e04d']);
    const events = await teamEventsOf(t, free.magazineUserId);
    expect(events.at(-1)).toMatchObject({ action: 'magazine.settings', data: { fields: ['customisation'] } });
    const live = await editor.post(
      PATH,
      settingsBody(free.magazineUserId, {
        layout: 'multiple-columns',
        advancedSettings: { advancedCustomisationLive: true },
      }),
    );
    expect(live.status).toBe(403);
    expect(live.body.errorMsgKey).toBe('error.customisation.live.not.allowed');
    expect((await stored(free.magazineUserId))?.layout).toBe('single-column');
  });

  it('lets a group-3 plan go live and remove the default footer; a lower plan cannot remove it', async () => {
    const body = settingsBody(pro.magazineUserId, {
      layout: 'multiple-columns',
      styles: { footerHide: 'none', pageBgColor: '#fafafa' },
      advancedSettings: { advancedCustomisationLive: true },
    });
    const saved = await pro.people.primaryOwner.client.post(PATH, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.live).toBe(true);
    expect(saved.body.data.abilities).toEqual({ customise: true, goLive: true, removeFooter: true });
    const footer = await free.people.primaryOwner.client.post(
      PATH,
      settingsBody(free.magazineUserId, { layout: 'multiple-columns', styles: { footerHide: 'none' } }),
    );
    expect(footer.status).toBe(403);
    expect(footer.body.errorMsgKey).toBe('error.customisation.footer.not.allowed');
  });

  it.each(STYLE_KEYS)('refuses hostile values in %s with a 400 and stores nothing', async (key) => {
    const person = await signedInPerson(t);
    for (const value of [
      'red;}</style><script>window.__xss=1</script>',
      'url(javascript:alert(1))',
      '#fff;x:y',
      1,
      null,
    ]) {
      const answer = await person.client.post(
        PATH,
        settingsBody(person.id, { layout: 'single-column', styles: { [key]: value } }),
      );
      expect(answer.status, `${key}=${value}`).toBe(400);
      const all = await person.client.post(PATH, {
        ...settingsBody(person.id, { layout: 'single-column' }),
        allProfileSettings: JSON.stringify({
          'magazine-layout': { styles: { [key]: value }, advancedSettings: {} },
        }),
      });
      expect(all.status).toBe(400);
    }
    expect(await stored(person.id)).toBeUndefined();
  });

  it('refuses malformed settings: bad JSON, unknown keys and layouts, a non-empty mobile payload', async () => {
    const person = await signedInPerson(t);
    const base = settingsBody(person.id, { layout: 'single-column' });
    for (const body of [
      { ...base, currentProfileSettings: '{"layout":' },
      {
        ...base,
        currentProfileSettings: JSON.stringify({ layout: 'grid', styles: {}, advancedSettings: {} }),
      },
      {
        ...base,
        currentProfileSettings: JSON.stringify({
          layout: 'single-column',
          styles: { evil: '#fff' },
          advancedSettings: {},
        }),
      },
      { ...base, mobileProfileSettings: '{"a":1}' },
      { ...base, userId: '7' },
      { ...base, extra: 1 },
      { ...base, currentProfileSettings: 'x'.repeat(20_001) },
    ]) {
      const answer = await person.client.post(PATH, body);
      expect(answer.status).toBe(400);
      expect(answer.body.isError).toBe(true);
    }
  });

  it("says 'userId required' (SPEC §8) when the payload does not name the page, and changes nothing", async () => {
    const person = await signedInPerson(t);
    const { userId: _left, ...withoutUserId } = settingsBody(person.id, { layout: 'single-column' });
    for (const answer of [
      await person.client.post(PATH, withoutUserId),
      await person.client.get(PATH),
      await person.client.get('/api2/business/update?brandColors=%23000000'),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 1115, errorMsgKey: 'error.userId.required' });
      expect(answer.body.errors.fields).toMatchObject({ userId: 'This Field is Required' });
    }
    // A userId that is there but wrong stays a field error.
    const wrong = await person.client.get(`${PATH}?userId=abc`);
    expect(wrong.body.errorMsgKey).toBe('error.validation.failed');
    expect(await stored(person.id)).toBeUndefined();
  });

  it('manages the tabs: renamed, reordered, hidden and added', async () => {
    const person = await signedInPerson(t);
    const tabs = [
      { key: 'about', title: 'Who we are', hidden: false },
      { key: 'stories', title: 'stories', hidden: false },
      { key: 'topics', title: 'topics', hidden: true },
      { key: 'custom-1', title: 'Events', hidden: false, path: '/topic/events' },
    ];
    const saved = await person.client.post(PATH, { userId: person.id, tabs: JSON.stringify(tabs) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.tabs).toEqual(tabs);
    const hostile = await person.client.post(PATH, {
      userId: person.id,
      tabs: JSON.stringify([{ key: 'custom-2', title: 'x', hidden: false, path: 'javascript:alert(1)' }]),
    });
    expect(hostile.status).toBe(400);
    const tampered = await free.outsider.client.post(PATH, { userId: person.id, tabs: JSON.stringify(tabs) });
    expect(tampered.status).toBe(403);
  });
});

describe('the look a page renders (page API)', () => {
  it('shows guests the live look, and the team its preview', async () => {
    const pageApi = createPageApi(t.app.services);
    const guest = await pageApi(null).customisation.page(pro.magazineUserId);
    expect(guest?.look.styled).toBe(true);
    expect(guest?.look.styles.pageBgColor).toBe('#fafafa');
    expect(guest?.editor).toBeNull();
    // A free magazine's saved look is a preview: guests see the defaults (after its brand colour).
    const freeGuest = await pageApi(null).customisation.page(free.magazineUserId);
    expect(freeGuest?.look.styled).toBe(false);
    expect(freeGuest?.look.layout).toBe('multiple-columns');
    expect(freeGuest?.look.styles.coverBgColor).toBe('#f4e04d');
  });
});

describe('POST /api2/layoutsetting/recent', () => {
  it('answers data.layout as a list with the current layout and SPEC §9 limits', async () => {
    const answer = await createClient(t.app).post('/api2/layoutsetting/recent', {
      userId: free.magazineUserId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.layout).toEqual([
      { layout: 'multiple-columns', current: false, mainFeedLimit: 6, featuredMax: 15 },
      { layout: 'single-column', current: true, mainFeedLimit: 6, featuredMax: 15 },
      { layout: 'magazine-layout', current: false, mainFeedLimit: 7, featuredMax: 15 },
    ]);
    const missing = await createClient(t.app).post('/api2/layoutsetting/recent', { userId: 999_999_999 });
    expect(missing.status).toBe(404);
  });
});
