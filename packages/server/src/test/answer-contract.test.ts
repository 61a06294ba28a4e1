import { afterEach, describe, expect, it } from 'vitest';
import { answerChecks } from './answer-contract.ts';
import { createClient, createTestApp, type TestApp } from './app.ts';

/** The check every API test runs on its answers: it sees real answers and catches a drifted one. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('answers checked against the OpenAPI document', () => {
  it('checks success and failure answers of the operations a test calls', async () => {
    t = await createTestApp();
    const client = createClient(t.app);
    expect((await client.get('/api2/account/current')).status).toBe(200);
    expect((await client.post('/api2/account/signup', { email: 'x' })).status).toBe(400);
    expect((await client.get('/api2/notebooks/mine')).status).toBeGreaterThanOrEqual(400);
    expect(answerChecks.get(t.app)).toMatchObject({ violations: [] });
    expect(answerChecks.get(t.app)?.checked).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('fails an answer that drifts from its documented schema', async () => {
    t = await createTestApp();
    // The document as a route that drifted would have it: the answer's data said to be a string.
    const document = (
      t.app as unknown as {
        swagger(): { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      }
    ).swagger();
    document.paths['/api2/account/current']!.get!.responses['200'] = {
      description: 'drifted',
      content: {
        'application/json': { schema: { type: 'object', properties: { data: { type: 'string' } } } },
      },
    };
    await expect(createClient(t.app).get('/api2/account/current')).rejects.toThrow(
      /GET \/api2\/account\/current → 200: the answer does not match the document: answer\/data must be string/,
    );
  }, 120_000);
});
