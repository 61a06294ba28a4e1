import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const guest = () => createClient(testApp.app);
const empty = { steps: [], finished: false };

describe('tutorial steps and finished flags (SPEC §4)', () => {
  it('keeps each tour per person: steps once, in order, and a finish that sticks', async () => {
    const person = await signUpPerson(testApp.app);
    const other = await signUpPerson(testApp.app);
    expect((await person.client.get('/api2/tutorials')).body.data).toEqual({ reader: empty, writer: empty });

    await person.client.post('/api2/tutorials/step', { tour: 'reader', step: 'follow' });
    await person.client.post('/api2/tutorials/step', { tour: 'reader', step: 'save' });
    const again = await person.client.post('/api2/tutorials/step', { tour: 'reader', step: 'follow' });
    expect(again.body.data.reader).toEqual({ steps: ['follow', 'save'], finished: false });

    const finished = await person.client.post('/api2/tutorials/finish', { tour: 'writer' });
    expect(finished.body.data.writer).toEqual({ steps: [], finished: true });
    await person.client.post('/api2/tutorials/finish', { tour: 'writer' });
    expect((await person.client.get('/api2/tutorials')).body.data.writer.finished).toBe(true);

    // Another person's tours are their own.
    expect((await other.client.get('/api2/tutorials')).body.data).toEqual({ reader: empty, writer: empty });
  });

  it('keeps one copy of a step under concurrent calls', async () => {
    const person = await signUpPerson(testApp.app);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        person.client.post('/api2/tutorials/step', { tour: 'writer', step: 'title' }),
      ),
    );
    expect((await person.client.get('/api2/tutorials')).body.data.writer.steps).toEqual(['title']);
  });

  it('refuses guests, unknown tours and steps, and extra fields with 4xx', async () => {
    expect((await guest().get('/api2/tutorials')).status).toBe(401);
    expect((await guest().post('/api2/tutorials/finish', { tour: 'reader' })).status).toBe(401);
    const person = await signUpPerson(testApp.app);
    for (const body of [
      { tour: 'reader', step: 'publish' },
      { tour: 'admin', step: 'follow' },
      { tour: 'reader', step: 'x'.repeat(41) },
      { tour: 'reader', step: 'follow', userId: 1 },
      { tour: 'reader', step: 7 },
      {},
    ]) {
      const response = await person.client.post('/api2/tutorials/step', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await person.client.post('/api2/tutorials/finish', { tour: 'reader', userId: 2 })).status).toBe(
      400,
    );
    expect((await person.client.get('/api2/tutorials')).body.data.reader).toEqual(empty);
  });
});
