import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { acceptedRequest, expectOk, move, sentRequest, workOf } from '../../test/content-request-fixtures.ts';
import { card } from '../../test/payments-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { mailOutbox } from '../mail/tables.ts';
import { assertLedgerBalanced } from '../payments/ledger.ts';

/**
 * Around the work (issue 20): ratings after payment, a creator's availability and what profiles show
 * of them, and the reminder before a deadline.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

type Made = Awaited<ReturnType<typeof acceptedRequest>>;

/** An accepted request taken to `paid` (or to submission_accepted when `pay` is false). */
async function paidRequest(over: Record<string, unknown> = {}, pay = true): Promise<Made> {
  const made = await acceptedRequest(t, over);
  const work = await workOf(t, made.creator.id);
  expectOk(await move(made.creator.client, made.id, 'submit', { contentId: work.id }));
  expectOk(await move(made.requester.client, made.id, 'acceptSubmission'));
  if (pay) expectOk(await move(made.requester.client, made.id, 'pay'));
  return made;
}

const rate = (client: Made['requester']['client'], id: number, body: Record<string, unknown>) =>
  client.post('/api2/content-request/rate', { id, ...body });

const cardOf = async (client: Made['requester']['client'], userId: number) => {
  const response = await client.get(`/api2/content-request/profile-card?userId=${userId}`);
  expect(response.status).toBe(200);
  return response.body.data;
};

describe('content requests: ratings', () => {
  it('lets both parties rate each other once after payment, and profiles show it', async () => {
    const made = await paidRequest();
    const before = expectOk(await made.requester.client.get(`/api2/content-request?id=${made.id}`));
    expect(before).toMatchObject({ mayRate: true, ratings: [] });

    const byRequester = expectOk(
      await rate(made.requester.client, made.id, { stars: 5, comment: '  On time, and a fine read. ' }),
    );
    expect(byRequester.mayRate).toBe(false);
    expect(byRequester.ratings).toMatchObject([
      {
        by: 'requester',
        stars: 5,
        comment: 'On time, and a fine read.',
        rater: { userId: made.requester.id },
      },
    ]);
    const again = await rate(made.requester.client, made.id, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errorMsgKey).toBe('error.contentRequest.already.rated');

    const byCreator = expectOk(await rate(made.creator.client, made.id, { stars: 4 }));
    expect(byCreator.ratings).toHaveLength(2);
    expect(byCreator.mayRate).toBe(false);

    const creatorCard = await cardOf(made.stranger.client, made.creator.id);
    expect(creatorCard).toMatchObject({ completed: 1, rating: { average: 5, count: 1 } });
    expect(creatorCard.recent[0]).toMatchObject({ stars: 5, comment: 'On time, and a fine read.' });
    expect(await cardOf(made.stranger.client, made.requester.id)).toMatchObject({
      completed: 1,
      rating: { average: 4, count: 1 },
    });
  });

  it('refuses ratings before payment, from strangers, and bad stars, changing nothing', async () => {
    const made = await paidRequest({}, false);
    const early = await rate(made.requester.client, made.id, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.body.errorMsgKey).toBe('error.contentRequest.wrong.status');
    // Completed but not paid yet counts as completed on the profile, without a rating.
    expect(await cardOf(made.stranger.client, made.creator.id)).toMatchObject({ completed: 1, rating: null });

    expectOk(await move(made.requester.client, made.id, 'pay'));
    expect((await rate(made.stranger.client, made.id, { stars: 5 })).status).toBe(404);
    for (const stars of [0, 6, 2.5, '5', null]) {
      const bad = await rate(made.requester.client, made.id, { stars });
      expect(bad.status, String(stars)).toBe(400);
    }
    const long = await rate(made.requester.client, made.id, { stars: 3, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const extra = await rate(made.requester.client, made.id, { stars: 3, raterId: made.creator.id });
    expect(extra.status).toBe(400);
    const tampered = await rate(made.requester.client, 987_654_321, { stars: 3 });
    expect(tampered.status).toBe(404);
    const view = expectOk(await made.requester.client.get(`/api2/content-request?id=${made.id}`));
    expect(view.ratings).toEqual([]);
  });

  it("keeps a comment as plain text: markup is the rater's words, never HTML", async () => {
    const made = await paidRequest();
    const hostile = '<img src=x onerror=alert(1)>\u0000 thanks';
    const view = expectOk(await rate(made.creator.client, made.id, { stars: 2, comment: hostile }));
    expect((view.ratings as { comment: string }[])[0]?.comment).toBe('<img src=x onerror=alert(1)> thanks');
  });

  it('rates a magazine requester through any of its editors, once for the magazine', async () => {
    const team = await buildMagazine(t, { seats: ['editor', 'managingEditor'] });
    const creator = await signedInPerson(t);
    const created = expectOk(
      await team.people.editor.client.post('/api2/content-request/create', {
        requesterId: team.magazineUserId,
        creatorId: creator.id,
        title: 'A piece for the magazine',
        description: '<p>Brief.</p>',
        ctype: 9,
        words: 800,
        deadline: new Date(t.now().getTime() + 10 * 86_400_000).toISOString(),
        feeMinor: 10_000,
        currency: 'USD',
      }),
    );
    expectOk(await move(team.people.editor.client, created.id, 'send', { paymentMethod: card() }));
    expectOk(await move(creator.client, created.id, 'accept'));
    const work = await workOf(t, creator.id);
    expectOk(await move(creator.client, created.id, 'submit', { contentId: work.id }));
    expectOk(await move(team.people.editor.client, created.id, 'acceptSubmission'));
    expectOk(await move(team.people.editor.client, created.id, 'pay'));
    expectOk(await rate(team.people.managingEditor.client, created.id, { stars: 5 }));
    expect((await rate(team.people.editor.client, created.id, { stars: 1 })).status).toBe(409);
    expectOk(await rate(creator.client, created.id, { stars: 4 }));
    expect(await cardOf(creator.client, team.magazineUserId)).toMatchObject({
      completed: 1,
      rating: { average: 4, count: 1 },
    });
  });
});

describe('content requests: availability on profiles', () => {
  it('saves whether one takes requests and from which fee, shown on the profile card and the inbox', async () => {
    const writer = await signedInPerson(t);
    const reader = await signedInPerson(t);
    expect(await cardOf(reader.client, writer.id)).toMatchObject({
      takesRequests: false,
      startingFee: null,
      completed: 0,
      rating: null,
    });
    const saved = await writer.client.post('/api2/content-request/availability', {
      takesRequests: true,
      startingFeeMinor: 15_000,
      currency: 'USD',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      takesRequests: true,
      startingFee: { feeMinor: 15_000, currency: 'USD' },
    });
    expect(await cardOf(reader.client, writer.id)).toMatchObject({
      takesRequests: true,
      startingFee: { feeMinor: 15_000, currency: 'USD' },
    });
    const inbox = await writer.client.get('/api2/content-requests?side=creator');
    expect(inbox.body.data.availability).toEqual(saved.body.data);
    expect((await writer.client.get('/api2/content-requests')).body.data.availability).toBeNull();

    const off = await writer.client.post('/api2/content-request/availability', { takesRequests: false });
    expect(off.body.data).toEqual({ takesRequests: false, startingFee: null });
  });

  it('refuses fees outside the limits, unknown fields and guests', async () => {
    const writer = await signedInPerson(t);
    const post = (body: unknown) => writer.client.post('/api2/content-request/availability', body);
    for (const body of [
      { takesRequests: true, startingFeeMinor: 1, currency: 'USD' },
      { takesRequests: true, startingFeeMinor: 10_000_000_000, currency: 'USD' },
      { takesRequests: true, startingFeeMinor: 1000.5, currency: 'USD' },
      { takesRequests: true, startingFeeMinor: 10_000, currency: 'XXX' },
      { takesRequests: 'yes' },
      { takesRequests: true, userId: 1 },
    ])
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    expect(
      (await createClient(t.app).post('/api2/content-request/availability', { takesRequests: true })).status,
    ).toBe(401);
    expect(
      (await createClient(t.app).get(`/api2/content-request/profile-card?userId=${writer.id}`)).status,
    ).toBe(401);
    expect((await writer.client.get('/api2/content-request/profile-card?userId=abc')).status).toBe(400);
  });
});

describe('content requests: deadline reminders', () => {
  it('mails the creator of work in progress once, a day before the deadline', async () => {
    const title = `Due soon ${Date.now()}`;
    const made = await acceptedRequest(t, { title }, 2);
    const waiting = await sentRequest(t, { title: `${title} (not accepted)` }, 2);
    const mailsTo = async (email: string | null | undefined) =>
      (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, email ?? ''))
      ).filter((mail) => mail.subject.startsWith('Due in a day'));
    const job = () => t.app.services.contentRequests.sendDeadlineReminders();
    await job();
    expect(await mailsTo(made.creator.email)).toHaveLength(0);
    t.advance(36 * 3_600_000);
    await Promise.all([job(), job()]);
    const mails = await mailsTo(made.creator.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Due in a day: “${title}”`]);
    expect(mails[0]?.textBody).toContain(`/requests/${made.id}`);
    await job();
    expect(await mailsTo(made.creator.email)).toHaveLength(1);
    // A request the creator has not accepted is no work in progress: no reminder.
    expect(await mailsTo(waiting.creator.email)).toHaveLength(0);
  });
});
