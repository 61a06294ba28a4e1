import { platformFeeOf } from '@masthead/core';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  acceptedRequest,
  brief,
  expectOk,
  move,
  moveKey,
  sentRequest,
  workOf,
} from '../../test/content-request-fixtures.ts';
import { card, paymentHelpers } from '../../test/payments-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { mailOutbox } from '../mail/tables.ts';
import { assertLedgerBalanced, ownerBalance } from '../payments/ledger.ts';
import { ledgerEntries, payments } from '../payments/tables.ts';
import { contentRequests } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// TESTING §7: debits equal credits after every test.
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const { sandbox } = paymentHelpers(() => t);
const DAY = 86_400_000;
let serial = 0;
const id0 = () => ++serial;

const escrowOf = (requesterId: number) =>
  ownerBalance(db(), { kind: 'escrow', ownerUserId: requesterId, currency: 'USD' });
const walletOf = (userId: number) =>
  ownerBalance(db(), { kind: 'user_wallet', ownerUserId: userId, currency: 'USD' });
const chargesOf = async (id: number) => {
  const [row] = await db()
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.contentRequestId, id), eq(payments.status, 'succeeded')));
  return row?.n ?? 0;
};
const entriesLike = async (pattern: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(ledgerEntries)
    .where(like(ledgerEntries.idempotencyKey, pattern));
  return row?.n ?? 0;
};
const statusOf = async (id: number) => {
  const [row] = await db()
    .select({ status: contentRequests.status })
    .from(contentRequests)
    .where(eq(contentRequests.id, id));
  return row?.status;
};

describe('content requests: the journey', () => {
  it('asks guests to sign in', async () => {
    const guest = createClient(t.app);
    const response = await guest.post('/api2/content-request/create', { creatorId: 1, ...brief(t) });
    expect(response.status).toBe(401);
    expect((await guest.get('/api2/content-requests')).status).toBe(401);
  });

  it('goes from brief to payment through a counter offer and a revision, the ledger following', async () => {
    const requester = await signedInPerson(t);
    const creator = await signedInPerson(t);
    const draft = expectOk(
      await requester.client.post('/api2/content-request/create', { creatorId: creator.id, ...brief(t) }),
    );
    expect(draft).toMatchObject({ status: 'draft', statusValue: 1, party: 'requester' });
    // A draft is the requester's own: the creator does not see it yet.
    expect((await creator.client.get(`/api2/content-request?id=${draft.id}`)).status).toBe(404);

    const sent = expectOk(await move(requester.client, draft.id, 'send', { paymentMethod: card() }));
    expect(sent).toMatchObject({ status: 'request', card: { last4: '4242' } });

    const seen = expectOk(await creator.client.get(`/api2/content-request?id=${draft.id}`));
    expect(seen).toMatchObject({ party: 'creator', card: null });
    expect(seen.abilities).toMatchObject({
      accept: true,
      counter: true,
      rejectSoft: true,
      send: false,
      pay: false,
    });

    const deadline = new Date(t.now().getTime() + 21 * DAY).toISOString();
    const countered = expectOk(
      await move(creator.client, draft.id, 'counter', {
        feeMinor: 30_000,
        deadline,
        note: 'It needs research.',
      }),
    );
    expect(countered).toMatchObject({ status: 'counter_offered', counterOffer: { feeMinor: 30_000 } });

    const taken = expectOk(
      await move(requester.client, draft.id, 'takeCounterOffer', { paymentMethod: card() }),
    );
    expect(taken).toMatchObject({
      status: 'request_accepted',
      offer: { feeMinor: 30_000 },
      escrowMinor: 30_000,
    });
    expect(await escrowOf(requester.id)).toBe(30_000);
    expect(await chargesOf(draft.id)).toBe(1);

    const work = await workOf(t, creator.id);
    expectOk(await move(creator.client, draft.id, 'submit', { contentId: work.id }));
    const revising = expectOk(
      await move(requester.client, draft.id, 'requestRevision', { note: 'More on the night stalls.' }),
    );
    expect(revising).toMatchObject({ status: 'under_revision', revisionRounds: 1 });
    const resubmitted = expectOk(await move(creator.client, draft.id, 'submit', { contentId: work.id }));
    expect(resubmitted).toMatchObject({ status: 'submitted', submission: { contentId: work.id } });
    expectOk(await move(requester.client, draft.id, 'acceptSubmission'));
    const paid = expectOk(await move(requester.client, draft.id, 'pay'));
    expect(paid).toMatchObject({ status: 'paid', statusValue: 6, escrowMinor: 0 });

    const fee = platformFeeOf(30_000, t.config.contentRequests.platformFeeBasisPoints);
    expect(await escrowOf(requester.id)).toBe(0);
    expect(await walletOf(creator.id)).toBe(30_000 - fee);
    expect(await ownerBalance(db(), { kind: 'platform_revenue', currency: 'USD' })).toBeGreaterThanOrEqual(
      fee,
    );
    const timeline = (paid.timeline as { action: string; actor: { userId: number } }[]).map(
      (event) => event.action,
    );
    expect(timeline).toEqual([
      'create',
      'send',
      'counter',
      'takeCounterOffer',
      'submit',
      'requestRevision',
      'submit',
      'acceptSubmission',
      'pay',
    ]);
    expect(Object.values(paid.abilities as Record<string, boolean>).some(Boolean)).toBe(false);
    // The payer's receipts name the request.
    const receipts = await requester.client.get('/api2/payments/mine');
    expect(receipts.body.data.payments[0]).toMatchObject({
      purpose: 'content_request',
      status: 'succeeded',
      amountMinor: 30_000,
      contentRequest: { id: draft.id, url: `/requests/${draft.id}` },
    });
  });

  it("charges the requester's saved card when the creator accepts", async () => {
    const { requester, id } = await acceptedRequest(t);
    expect(await statusOf(id)).toBe(3);
    expect(await escrowOf(requester.id)).toBeGreaterThanOrEqual(20_000);
    expect(await chargesOf(id)).toBe(1);
  });

  it('leaves the request as it was when the card is declined', async () => {
    const { creator, id } = await sentRequest(t);
    await db()
      .update(contentRequests)
      .set({ paymentMethodRef: 'sbxpm.card_declined.visa.0002.12.2099.abc' })
      .where(eq(contentRequests.id, id));
    const response = await move(creator.client, id, 'accept');
    expect(response.status).toBe(402);
    const [row] = await db().select().from(contentRequests).where(eq(contentRequests.id, id));
    expect(row).toMatchObject({ status: 2, chargingPaymentId: null, escrowMinor: 0 });
    // Other moves are free again.
    expectOk(await move(creator.client, id, 'rejectSoft', { note: 'Not this month.' }));
  });

  it('refunds the escrow when the requester cancels work past its deadline, not before', async () => {
    const { requester, id } = await acceptedRequest(t, {}, 2);
    const early = await move(requester.client, id, 'cancel');
    expect(early.status).toBe(409);
    expect(early.body.errorMsgKey).toBe('error.contentRequest.deadline.not.passed');
    t.advance(3 * DAY);
    const before = sandbox().refunds().length;
    const canceled = expectOk(await move(requester.client, id, 'cancel'));
    expect(canceled).toMatchObject({ status: 'canceled', escrowMinor: 0 });
    expect(sandbox().refunds().length).toBe(before + 1);
    const [payment] = await db().select().from(payments).where(eq(payments.contentRequestId, id));
    expect(payment?.status).toBe('refunded');
    expect(await entriesLike(`content-request-payment:${payment?.id}:refund`)).toBe(1);
  });

  it('mails the other party at each move, in the move’s transaction', async () => {
    const { requester, creator, id } = await sentRequest(t, { title: `Mail me ${id0()}` });
    const [title] = await db()
      .select({ title: contentRequests.title })
      .from(contentRequests)
      .where(eq(contentRequests.id, id));
    const toCreator = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, creator.email ?? ''));
    expect(toCreator.map((mail) => mail.subject)).toContain(`Content request “${title?.title}”: Requested`);
    expectOk(await move(creator.client, id, 'accept'));
    const toRequester = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, requester.email ?? ''));
    expect(toRequester.map((mail) => mail.subject)).toContain(
      `Content request “${title?.title}”: In Progress`,
    );
    expect(toRequester.some((mail) => mail.textBody.includes(`/requests/${id}`))).toBe(true);
  });

  it('notifies the other party of each move, leading to the request', async () => {
    const { requester, creator, stranger, id } = await sentRequest(t, { title: `Notify me ${id0()}` });
    type Notice = { kind: string; contentRequest: { id: number; title: string; action: string } | null };
    const noticesOf = async (client: typeof creator.client) =>
      ((await client.get('/api2/notification/new')).body.data.notifications as Notice[]).filter(
        (notice) => notice.kind === 'content_request',
      );
    const [sent] = await noticesOf(creator.client);
    expect(sent?.contentRequest).toMatchObject({ id, action: 'send' });
    expect(sent?.contentRequest?.title).toMatch(/^Notify me/);
    expect(await noticesOf(requester.client)).toEqual([]);
    expectOk(
      await move(creator.client, id, 'counter', {
        feeMinor: 25_000,
        deadline: new Date(t.now().getTime() + 20 * DAY).toISOString(),
      }),
    );
    expect((await noticesOf(requester.client)).map((notice) => notice.contentRequest?.action)).toEqual([
      'counter',
    ]);
    // Nobody else hears of it.
    expect(await noticesOf(stranger.client)).toEqual([]);
  });

  it('keeps a message thread between the parties only', async () => {
    const { requester, creator, stranger, id } = await sentRequest(t);
    expectOk(await creator.client.post('/api2/content-request/message', { id, body: 'Which markets?' }));
    const answer = expectOk(
      await requester.client.post('/api2/content-request/message', { id, body: 'Raohe.' }),
    );
    expect((answer.messages as { body: string }[]).map((message) => message.body)).toEqual([
      'Which markets?',
      'Raohe.',
    ]);
    expect((await stranger.client.post('/api2/content-request/message', { id, body: 'Hi' })).status).toBe(
      404,
    );
  });

  it('lists each side with SPEC groups as tabs and their counts', async () => {
    const { requester, creator } = await sentRequest(t);
    const mine = await requester.client.get('/api2/content-requests?side=requester&tab=sent');
    expect(mine.status).toBe(200);
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.tabs.find((tab: { tab: string }) => tab.tab === 'sent').count).toBe(1);
    const theirs = await creator.client.get('/api2/content-requests?side=creator');
    expect(theirs.body.data.tab).toBe('proposals');
    expect(theirs.body.data.items).toHaveLength(1);
  });
});

describe('content requests: refusals', () => {
  it('refuses the wrong party, the wrong status and strangers, changing nothing', async () => {
    const { requester, creator, stranger, id } = await sentRequest(t);
    const creatorSends = await move(creator.client, id, 'send');
    expect(creatorSends.status).toBe(403);
    expect(creatorSends.body.errorMsgKey).toBe('error.contentRequest.not.requester');
    const requesterAccepts = await move(requester.client, id, 'accept');
    expect(requesterAccepts.status).toBe(403);
    expect(requesterAccepts.body.errorMsgKey).toBe('error.contentRequest.not.creator');
    const early = await move(requester.client, id, 'pay');
    expect(early.status).toBe(409);
    expect(early.body.errorMsgKey).toBe('error.contentRequest.wrong.status');
    // A stranger, or an id that is not theirs, learns nothing.
    expect((await move(stranger.client, id, 'cancel')).status).toBe(404);
    expect((await stranger.client.get(`/api2/content-request?id=${id}`)).status).toBe(404);
    expect((await move(stranger.client, 999_999_999, 'cancel')).status).toBe(404);
    expect(await statusOf(id)).toBe(2);
  });

  it("refuses a submission that is not the creator's own work", async () => {
    const { creator, requester, id } = await acceptedRequest(t);
    const others = await workOf(t, requester.id);
    const response = await move(creator.client, id, 'submit', { contentId: others.id });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toHaveProperty('contentId');
  });

  it('refuses bad amounts, currencies and deadlines with a 400', async () => {
    const requester = await signedInPerson(t);
    const creator = await signedInPerson(t);
    const past = new Date(t.now().getTime() - DAY).toISOString();
    const far = new Date(t.now().getTime() + 400 * DAY).toISOString();
    for (const over of [
      { feeMinor: 0 },
      { feeMinor: -500 },
      { feeMinor: 1000.5 },
      { feeMinor: 10 ** 12 },
      { feeMinor: '2000' },
      { feeMinor: 100 },
      { currency: 'XYZ' },
      { deadline: past },
      { deadline: far },
      { deadline: 'tomorrow' },
      { words: 2 ** 31 },
      { links: ['javascript:alert(1)'] },
      { extra: true },
    ]) {
      const response = await requester.client.post('/api2/content-request/create', {
        creatorId: creator.id,
        ...brief(t, over),
      });
      expect(response.status, JSON.stringify(over)).toBe(400);
    }
    const self = await requester.client.post('/api2/content-request/create', {
      creatorId: requester.id,
      ...brief(t),
    });
    expect(self.status).toBe(400);
    const [row] = await db()
      .select({ n: count() })
      .from(contentRequests)
      .where(eq(contentRequests.requesterId, requester.id));
    expect(row?.n).toBe(0);
  });

  it('sanitises a hostile brief', async () => {
    const requester = await signedInPerson(t);
    const creator = await signedInPerson(t);
    const hostile = expectOk(
      await requester.client.post('/api2/content-request/create', {
        creatorId: creator.id,
        ...brief(t, {
          title: '<img src=x onerror=alert(1)>',
          description:
            '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><svg onload=alert(1)>',
        }),
      }),
    );
    expect(hostile.description).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
    expect(hostile.description).toContain('<p>ok</p>');
    // Titles are text, shown escaped.
    expect(hostile.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets editors and up commission for a magazine, nobody below, and no one elsewhere', async () => {
    const team = await buildMagazine(t, { seats: ['editor', 'writer', 'managingEditor'] });
    const creator = await signedInPerson(t);
    const other = await buildMagazine(t, { seats: ['editor'] });
    const body = { requesterId: team.magazineUserId, creatorId: creator.id, ...brief(t) };
    const made = expectOk(await team.people.editor.client.post('/api2/content-request/create', body));
    expect(made).toMatchObject({ requester: { userId: team.magazineUserId } });
    expect((await team.people.writer.client.post('/api2/content-request/create', body)).status).toBe(403);
    expect((await other.people.editor.client.post('/api2/content-request/create', body)).status).toBe(403);
    // Another editor of the magazine acts on it; a writer of the magazine is no party.
    expectOk(await move(team.people.managingEditor.client, made.id, 'send', { paymentMethod: card() }));
    expect((await move(team.people.writer.client, made.id, 'cancel')).status).toBe(404);
    const inbox = await team.people.editor.client.get(
      `/api2/content-requests?as=${team.magazineUserId}&tab=sent`,
    );
    expect(inbox.body.data.items).toHaveLength(1);
    expect(
      (await team.people.writer.client.get(`/api2/content-requests?as=${team.magazineUserId}`)).status,
    ).toBe(403);
  });
});

describe('content requests: idempotency and races', () => {
  it('answers a retried move as it stands, moving money once', async () => {
    const { requester, creator, id } = await sentRequest(t);
    const acceptKey = moveKey();
    const first = await creator.client.post('/api2/content-request/move', {
      id,
      action: 'accept',
      idempotencyKey: acceptKey,
    });
    const again = await creator.client.post('/api2/content-request/move', {
      id,
      action: 'accept',
      idempotencyKey: acceptKey,
    });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await chargesOf(id)).toBe(1);
    const work = await workOf(t, creator.id);
    expectOk(await move(creator.client, id, 'submit', { contentId: work.id }));
    expectOk(await move(requester.client, id, 'acceptSubmission'));
    const payKey = moveKey();
    const pays = await Promise.all(
      [0, 1].map(() =>
        requester.client.post('/api2/content-request/move', { id, action: 'pay', idempotencyKey: payKey }),
      ),
    );
    expect(pays.map((response) => response.status)).toEqual([200, 200]);
    expect(await entriesLike(`content-request:${id}:release`)).toBe(1);
  });

  it('ends accept against cancel, and pay against pay, with exactly one winner (bounded loop)', async () => {
    const rounds = process.env.TEST_PROFILE === 'long' ? 100 : 15;
    for (let round = 0; round < rounds; round++) {
      const { requester, creator, id } = await sentRequest(t);
      const [accepted, canceled] = await Promise.all([
        move(creator.client, id, 'accept'),
        move(requester.client, id, 'cancel'),
      ]);
      const winners = [accepted.status, canceled.status].filter((status) => status === 200);
      expect(winners, `round ${round}: ${accepted.status} ${canceled.status}`).toHaveLength(1);
      expect([accepted.status, canceled.status].every((status) => status === 200 || status === 409)).toBe(
        true,
      );
      const status = await statusOf(id);
      expect(status).toBe(accepted.status === 200 ? 3 : 0);
      expect(await chargesOf(id)).toBe(accepted.status === 200 ? 1 : 0);
      if (accepted.status !== 200) continue;
      const work = await workOf(t, creator.id);
      expectOk(await move(creator.client, id, 'submit', { contentId: work.id }));
      expectOk(await move(requester.client, id, 'acceptSubmission'));
      const pays = await Promise.all([move(requester.client, id, 'pay'), move(requester.client, id, 'pay')]);
      expect(pays.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await entriesLike(`content-request:${id}:release`)).toBe(1);
      await assertLedgerBalanced(db());
    }
  });
});
