import { PREVIEW_CODE_PATTERN } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { doc, ok, saved } from '../../test/compose-fixtures.ts';
import { insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;

describe('draft preview', () => {
  it('gives one live code that works for a guest until it is revoked', async () => {
    const { client } = await signedInPerson(t);
    const topic = await insertTopic(db());
    const { cgroupId } = await saved(client, doc({ topicIds: [topic.id], title: 'Preview me' }));
    const created = await ok(client, 'preview', cgroupId);
    expect(created.code).toMatch(PREVIEW_CODE_PATTERN);
    expect(created.url).toBe(`/draft_preview.html?code=${created.code}&lang=en`);
    expect((await ok(client, 'preview', cgroupId)).code).toBe(created.code);
    const document = (await client.get(`/api2/compose/document?cgroupId=${cgroupId}`)).body.data.document;
    expect(document.previewCode).toBe(created.code);

    const preview = await t.app.services.compose.draftPreview(created.code, { viewerId: null });
    expect(preview).toMatchObject({ cgroupId, title: 'Preview me', status: 'draft', body: doc().body });
    expect(preview?.topics.map((item) => item.topicId)).toEqual([topic.id]);
    expect(await t.app.services.compose.draftPreview('A'.repeat(22), { viewerId: null })).toBeNull();
    expect(await t.app.services.compose.draftPreview('bad', { viewerId: null })).toBeNull();

    await ok(client, 'preview/revoke', cgroupId);
    expect(await t.app.services.compose.draftPreview(created.code, { viewerId: null })).toBeNull();
    const fresh = await ok(client, 'preview', cgroupId);
    expect(fresh.code).not.toBe(created.code);
    await ok(client, 'delete', cgroupId);
    expect(await t.app.services.compose.draftPreview(fresh.code, { viewerId: null })).toBeNull();
  });

  it('shows a premium draft whole to whoever holds its link (the writer invited them)', async () => {
    const { client } = await signedInPerson(t);
    const body = '<p>The paid part, for reviewers too.</p>';
    const draft = await saved(client, doc({ body, premium: true, priceMinor: 300, currency: 'USD' }));
    const { code } = await ok(client, 'preview', draft.cgroupId);
    const preview = await t.app.services.compose.draftPreview(code, { viewerId: null });
    expect(preview?.body).toBe(body);
    expect(preview?.paywall).toMatchObject({ unlocked: true, priceMinor: 300 });
  });
});
