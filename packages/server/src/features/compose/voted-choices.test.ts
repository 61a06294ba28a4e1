import { CTYPE } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { composeRows, doc, field, ok, saved } from '../../test/compose-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const { rowOf } = composeRows(() => t);

describe('voted choices', () => {
  const votedMessage = () => field('compose.error.votedChoices');

  it('keeps a voted poll’s options where they are, and still lets the writer add new ones', async () => {
    const { client } = await signedInPerson(t);
    const { client: voter } = await signedInPerson(t);
    const options = ['Tea', 'Coffee', 'Water'];
    const poll = doc({ ctype: CTYPE.poll, extra: { options } });
    const { cgroupId } = await saved(client, poll);
    await ok(client, 'publish', cgroupId);

    // Before anyone votes, anything may change.
    await saved(client, doc({ ...poll, cgroupId, extra: { options: ['Tea', 'Coffee', 'Juice'] } }));
    await saved(client, doc({ ...poll, cgroupId, extra: { options } }));
    const vote = await voter.post('/api2/poll/vote', { cgroupId, option: 1 });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);

    for (const changed of [
      ['Tea', 'Cocoa', 'Water'],
      ['Coffee', 'Tea', 'Water'],
      ['Tea', 'Coffee'],
      ['Tea', 'Water', 'Coffee', 'Juice'],
    ]) {
      const response = await client.post(
        '/api2/compose/save',
        doc({ ...poll, cgroupId, title: 'Changed', extra: { options: changed } }),
      );
      expect(response.status, changed.join()).toBe(400);
      expect(response.body.errorMsgKey).toBe('error.field.not.updatable');
      expect(response.body.errors.fields).toEqual({ 'extra.options': votedMessage() });
    }
    const row = await rowOf(cgroupId);
    expect(row.extra).toEqual({ options });
    expect(row.title).toBe('A morning in Tamsui');

    // Appending, and changing everything else, still saves.
    await saved(
      client,
      doc({ ...poll, cgroupId, title: 'Tea or coffee?', extra: { options: [...options, 'Juice'] } }),
    );
    expect((await rowOf(cgroupId)).extra).toEqual({ options: [...options, 'Juice'] });

    // Unpublished, the votes are still there: a draft cannot move them either.
    await ok(client, 'unpublish', cgroupId);
    const response = await client.post(
      '/api2/compose/save',
      doc({ ...poll, cgroupId, extra: { options: ['Juice', 'Tea', 'Coffee', 'Water'] } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toEqual({ 'extra.options': votedMessage() });
  });

  it('keeps a voted votable list’s items in place; descriptions and new items may change', async () => {
    const { client } = await signedInPerson(t);
    const { client: voter } = await signedInPerson(t);
    const items = [{ title: 'Sun Moon Lake' }, { title: 'Taroko Gorge', url: 'https://example.com/taroko' }];
    const list = doc({ ctype: CTYPE.votableList, extra: { items } });
    const { cgroupId } = await saved(client, list);
    await ok(client, 'publish', cgroupId);
    const vote = await voter.post('/api2/list/vote', { cgroupId, item: 0, up: true });
    expect(vote.status, JSON.stringify(vote.body)).toBe(200);

    for (const changed of [
      [items[1], items[0]],
      [items[0]],
      [{ title: 'Sun Moon Lake!' }, items[1]],
      [items[0], { title: 'Taroko Gorge' }],
    ]) {
      const response = await client.post(
        '/api2/compose/save',
        doc({ ...list, cgroupId, extra: { items: changed } }),
      );
      expect(response.status, JSON.stringify(changed)).toBe(400);
      expect(response.body.errors.fields).toEqual({ 'extra.items': votedMessage() });
    }
    expect((await rowOf(cgroupId)).extra).toEqual({ items });

    const longer = [{ ...items[0], description: 'Best at dawn.' }, items[1], { title: 'Alishan' }];
    await saved(client, doc({ ...list, cgroupId, extra: { items: longer } }));
    expect((await rowOf(cgroupId)).extra).toEqual({ items: longer });
  });

  it('lets the writer change an ordinary list, or a poll nobody voted on, freely', async () => {
    const { client } = await signedInPerson(t);
    const list = doc({ ctype: CTYPE.list, extra: { items: [{ title: 'One' }, { title: 'Two' }] } });
    const { cgroupId } = await saved(client, list);
    await ok(client, 'publish', cgroupId);
    await saved(client, doc({ ...list, cgroupId, extra: { items: [{ title: 'Two' }] } }));
    expect((await rowOf(cgroupId)).extra).toEqual({ items: [{ title: 'Two' }] });
  });
});
