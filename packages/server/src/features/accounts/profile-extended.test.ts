import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertStory } from '../../test/reading-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('profile edit: per-flavour bios and the microblog handle (SPEC §3)', () => {
  it('saves bioConnect, bioCreate and the handle (without its @) and shows them in settings', async () => {
    const person = await signUpPerson(testApp.app);
    const saved = await person.client.post('/api2/account/profile', {
      bioConnect: '  Meet me on Connect.  ',
      bioCreate: 'I write about tea.',
      twitter: '@tea_writer',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile).toMatchObject({
      bioConnect: 'Meet me on Connect.',
      bioCreate: 'I write about tea.',
    });
    const settings = await person.client.get('/api2/account/settings');
    expect(settings.body.data).toMatchObject({
      bioConnect: 'Meet me on Connect.',
      bioCreate: 'I write about tea.',
      twitter: 'tea_writer',
    });
  });

  it('refuses a handle that is not 1 to 15 letters, digits or _ and a bio over 255', async () => {
    const person = await signUpPerson(testApp.app);
    for (const twitter of ['has space', 'a'.repeat(16), 'émile', '@@x']) {
      const response = await person.client.post('/api2/account/profile', { twitter });
      expect(response.status).toBe(400);
      expect(response.body.errors.fields.twitter).toBe(
        'Please enter a handle of up to 15 letters, numbers or _',
      );
    }
    const long = await person.client.post('/api2/account/profile', { bioCreate: 'x'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body.errors.fields.bioCreate).toBe('Bio must be 0 to 255 characters long');
    expect((await person.client.post('/api2/account/profile', { twitter: '' })).status).toBe(200);
  });
});

describe('story share object (SPEC §3)', () => {
  it("carries the publisher's handle, the site's and the linked content; the tweet credits the publisher", async () => {
    const author = await signUpPerson(testApp.app);
    await author.client.post('/api2/account/profile', { twitter: 'tea_writer' });
    const { id } = await insertStory(testApp.database.db, author.userId, { title: 'Oolong at Dawn' });
    testApp.config.twitterUsername = 'masthead';
    try {
      const page = await createClient(testApp.app).get(`/api2/content/page?cgroupId=${id}`);
      expect(page.status).toBe(200);
      const share = page.body.data.share;
      expect(share).toMatchObject({
        twitterUsername: 'masthead',
        publisher: { twitter: 'tea_writer' },
        linkContentObject: { title: 'Oolong at Dawn', url: page.body.data.url },
      });
    } finally {
      testApp.config.twitterUsername = null;
    }
    const other = await signUpPerson(testApp.app);
    const { id: plain } = await insertStory(testApp.database.db, other.userId, {});
    const page = await createClient(testApp.app).get(`/api2/content/page?cgroupId=${plain}`);
    expect(page.body.data.share).toMatchObject({ twitterUsername: null, publisher: { twitter: '' } });
  });
});
