import { randomUUID } from 'node:crypto';
import { CTYPE } from '@masthead/core';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { card } from './payments-fixtures.ts';
import { insertStory, signedInPerson } from './reading-fixtures.ts';

/** Test factories for content requests: a brief, its parties, and moves as a browser sends them. */

export type Party = Awaited<ReturnType<typeof signedInPerson>>;

const DAY = 86_400_000;

/** A valid brief, its deadline `days` ahead of the app's clock. */
export const brief = (t: TestApp, over: Record<string, unknown> = {}, days = 14) => ({
  title: 'A guide to night markets',
  description: '<p>1,500 words on <strong>where to eat</strong>.</p>',
  ctype: CTYPE.article,
  words: 1500,
  deadline: new Date(t.now().getTime() + days * DAY).toISOString(),
  feeMinor: 20_000,
  currency: 'USD',
  revisionLimit: 2,
  links: ['https://example.com/brief'],
  ...over,
});

export const moveKey = () => randomUUID();

type Client = Party['client'];

/** A move as the request page sends it; answers the response. */
export const move = (client: Client, id: number, action: string, extra: Record<string, unknown> = {}) =>
  client.post('/api2/content-request/move', { id, action, idempotencyKey: moveKey(), ...extra });

export function expectOk(response: { status: number; body: { data?: unknown; errorMsgKey?: string } }) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as { request: { id: number; status: string; [key: string]: unknown } }).request;
}

/** A requester, a creator and a sent request (with the success card saved). */
export async function sentRequest(t: TestApp, over: Record<string, unknown> = {}, days = 14) {
  const requester = await signedInPerson(t);
  const creator = await signedInPerson(t);
  const stranger = await signedInPerson(t);
  const created = expectOk(
    await requester.client.post('/api2/content-request/create', {
      creatorId: creator.id,
      ...brief(t, over, days),
    }),
  );
  const sent = expectOk(await move(requester.client, created.id, 'send', { paymentMethod: card() }));
  return { requester, creator, stranger, id: sent.id };
}

/** A sent request the creator accepted: the fee is in escrow. */
export async function acceptedRequest(t: TestApp, over: Record<string, unknown> = {}, days = 14) {
  const made = await sentRequest(t, over, days);
  expectOk(await move(made.creator.client, made.id, 'accept'));
  return made;
}

/** A story the creator wrote, to submit. */
export const workOf = (t: TestApp, creatorId: number) =>
  insertStory(t.database.db, creatorId, { title: 'Night markets, a guide', body: '<p>The work.</p>' });
