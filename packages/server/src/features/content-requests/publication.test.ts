import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { acceptedRequest, brief, expectOk, move, workOf } from '../../test/content-request-fixtures.ts';
import { card } from '../../test/payments-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced } from '../payments/ledger.ts';

/**
 * Accepted work published in the requester's magazine under the creator's byline (issue 20): only the
 * magazine's side, only once the work is accepted, through the editorial rule every magazine story
 * passes; readers then find it on the magazine's page with the writer's name on it.
 */

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, { seats: ['editor', 'writer'] });
});
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const publish = (client: { post: (url: string, body: unknown) => Promise<unknown> }, id: number) =>
  client.post('/api2/content-request/publish', { id }) as Promise<{
    status: number;
    body: { data: { request: Record<string, unknown> }; errorMsgKey?: string };
  }>;

/** A brief from the magazine's editor, accepted, the work submitted and (unless told) accepted. */
async function commissioned({ accepted = true } = {}) {
  const editor = team.people.editor;
  const creator = await signedInPerson(t);
  const made = expectOk(
    await editor.client.post('/api2/content-request/create', {
      requesterId: team.magazineUserId,
      creatorId: creator.id,
      ...brief(t),
    }),
  );
  expectOk(await move(editor.client, made.id, 'send', { paymentMethod: card() }));
  expectOk(await move(creator.client, made.id, 'accept'));
  const work = await workOf(t, creator.id);
  await db().update(contents).set({ status: 'draft', publishedAt: null }).where(eq(contents.id, work.id));
  expectOk(await move(creator.client, made.id, 'submit', { contentId: work.id }));
  if (accepted) expectOk(await move(editor.client, made.id, 'acceptSubmission'));
  return { editor, creator, id: made.id, workId: work.id };
}

const workRow = async (id: number) => (await db().select().from(contents).where(eq(contents.id, id)))[0]!;

describe('publishing commissioned work in the magazine', () => {
  it("puts the accepted work out under the magazine with the writer's byline, once", async () => {
    const { editor, creator, id, workId } = await commissioned();
    const before = expectOk(await editor.client.get(`/api2/content-request?id=${id}`));
    expect(before).toMatchObject({ mayPublish: true, publishedInMagazine: false });
    expect(expectOk(await creator.client.get(`/api2/content-request?id=${id}`)).mayPublish).toBe(false);

    const published = expectOk(await publish(editor.client, id));
    expect(published).toMatchObject({
      mayPublish: false,
      publishedInMagazine: true,
      status: 'submission_accepted',
    });
    expect((published.submission as { url: string }).url).toMatch(/^\/[a-z]+\//);
    expect((published.timeline as { action: string }[]).at(-1)).toMatchObject({ action: 'publish' });
    const row = await workRow(workId);
    expect(row).toMatchObject({
      status: 'published',
      publisherId: team.magazineUserId,
      authorId: creator.id,
      byline: 'author',
      reviewState: null,
    });
    expect(row.publishedAt).not.toBeNull();

    // Readers find it on the magazine's page, under the writer's name.
    const guest = createClient(t.app);
    const page = await guest.get(`/api2/content/page?cgroupId=${workId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.author.userId).toBe(creator.id);
    const listed = await guest.get(`/api2/profile/content?userId=${team.magazineUserId}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.items.map((item: { cgroupId: number }) => item.cgroupId)).toContain(workId);

    // The writer hears of it by mail.
    const mails = await mailsTo(db(), creator.email!);
    expect(mails.some((mail) => mail.textBody.includes('published the work in the magazine'))).toBe(true);

    // Again (a double click): answered as it stands, nothing written twice.
    const again = expectOk(await publish(editor.client, id));
    expect((again.timeline as unknown[]).length).toBe((published.timeline as unknown[]).length);
  });

  it('waits for the work to be accepted, and is the requester’s alone', async () => {
    const { editor, creator, id } = await commissioned({ accepted: false });
    const early = await publish(editor.client, id);
    expect(early.status).toBe(409);
    expect(early.body.errorMsgKey).toBe('error.contentRequest.wrong.status');
    expectOk(await move(editor.client, id, 'acceptSubmission'));
    const byCreator = await publish(creator.client, id);
    expect(byCreator.status).toBe(403);
    expect(byCreator.body.errorMsgKey).toBe('error.contentRequest.not.requester');
    // A writer of the magazine is no party to it, nor is anyone else.
    expect((await publish(team.people.writer.client, id)).status).toBe(404);
    expect((await publish((await signedInPerson(t)).client, id)).status).toBe(404);
    expect((await publish(createClient(t.app), id)).status).toBe(401);
    for (const body of [{ id: 'x' }, {}, { id, extra: 1 }]) {
      expect((await editor.client.post('/api2/content-request/publish', body)).status).toBe(400);
    }
  });

  it('has no magazine to publish in for a person requester', async () => {
    const { requester, creator, id } = await acceptedRequest(t);
    const work = await workOf(t, creator.id);
    expectOk(await move(creator.client, id, 'submit', { contentId: work.id }));
    const accepted = expectOk(await move(requester.client, id, 'acceptSubmission'));
    expect(accepted.mayPublish).toBe(false);
    const refused = await publish(requester.client, id);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.contentRequest.not.magazine');
    expect((await workRow(work.id)).publisherId).toBe(creator.id);
  });

  it('moves work the writer had already published under the magazine', async () => {
    const { editor, id, workId } = await commissioned();
    await db()
      .update(contents)
      .set({ status: 'published', publishedAt: t.now() })
      .where(eq(contents.id, workId));
    expect(expectOk(await editor.client.get(`/api2/content-request?id=${id}`)).mayPublish).toBe(true);
    expectOk(await publish(editor.client, id));
    expect(await workRow(workId)).toMatchObject({ status: 'published', publisherId: team.magazineUserId });
  });
});
