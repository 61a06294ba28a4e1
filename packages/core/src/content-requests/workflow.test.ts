import { describe, expect, it } from 'vitest';
import type { MagazineActor } from '../magazines/policy.ts';
import { MAGAZINE_ROLE } from '../magazines/roles.ts';
import {
  CONTENT_REQUEST_GROUPS,
  CONTENT_REQUEST_STATUS,
  CONTENT_REQUEST_STATUS_LABEL,
  CONTENT_REQUEST_STATUSES,
  type ContentRequestStatus,
  INBOX_TABS,
  statusesOfTab,
} from './statuses.ts';
import {
  CONTENT_REQUEST_ACTIONS,
  CONTENT_REQUEST_PARTIES,
  type ContentRequestAction,
  type ContentRequestParty,
  type ContentRequestState,
  cancel,
  contentRequestAbilities,
  counter,
  moveOf,
  partyOf,
  requestRevision,
  send,
  takeCounterOffer,
} from './workflow.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const LATER = new Date('2026-06-15T12:00:00Z');
const EARLIER = new Date('2026-05-20T12:00:00Z');

const state = (
  status: ContentRequestStatus,
  change: Partial<ContentRequestState> = {},
): ContentRequestState => ({
  status,
  offer: { feeMinor: 10_000, deadline: LATER },
  counterOffer: status === 'counter_offered' ? { feeMinor: 12_000, deadline: LATER } : null,
  revisionLimit: 2,
  revisionRounds: 0,
  ...change,
});

/**
 * DESIGN §4's transitions written out by hand (not read from the table under test): every allowed
 * (status, action, party) and the status it leads to. Every other combination is refused.
 */
const ALLOWED: [ContentRequestStatus, ContentRequestAction, ContentRequestParty, ContentRequestStatus][] = [
  ['draft', 'send', 'requester', 'request'],
  ['rejected_soft', 'send', 'requester', 'request'],
  ['counter_offered', 'send', 'requester', 'request'],
  ['request', 'accept', 'creator', 'request_accepted'],
  ['request', 'rejectHard', 'creator', 'rejected_hard'],
  ['request', 'rejectSoft', 'creator', 'rejected_soft'],
  ['request', 'counter', 'creator', 'counter_offered'],
  ['counter_offered', 'takeCounterOffer', 'requester', 'request_accepted'],
  ['request_accepted', 'submit', 'creator', 'submitted'],
  ['under_revision', 'submit', 'creator', 'submitted'],
  ['submitted', 'requestRevision', 'requester', 'under_revision'],
  ['submitted', 'acceptSubmission', 'requester', 'submission_accepted'],
  ['submission_accepted', 'pay', 'requester', 'paid'],
  ['draft', 'cancel', 'requester', 'canceled'],
  ['request', 'cancel', 'requester', 'canceled'],
  ['counter_offered', 'cancel', 'requester', 'canceled'],
  ['rejected_soft', 'cancel', 'requester', 'canceled'],
];

/** Whose move each action is, as DESIGN §4 says ("writer" is the creator). */
const MOVER: Record<ContentRequestAction, ContentRequestParty> = {
  send: 'requester',
  accept: 'creator',
  rejectHard: 'creator',
  rejectSoft: 'creator',
  counter: 'creator',
  takeCounterOffer: 'requester',
  submit: 'creator',
  requestRevision: 'requester',
  acceptSubmission: 'requester',
  pay: 'requester',
  cancel: 'requester',
};

const expected = (status: ContentRequestStatus, action: ContentRequestAction, party: ContentRequestParty) => {
  const allowed = ALLOWED.find(([from, move, by]) => from === status && move === action && by === party);
  if (allowed) return allowed[3];
  if (party === 'stranger') return 'not-party';
  if (party !== MOVER[action]) return MOVER[action] === 'requester' ? 'not-requester' : 'not-creator';
  // Canceling work in progress is allowed only past its deadline (checked below).
  if (status === 'request_accepted' && action === 'cancel') return 'deadline-not-passed';
  return 'wrong-status';
};

describe('SPEC §4 statuses and list groups', () => {
  it('has the keys, values and labels of SPEC exactly', () => {
    expect(CONTENT_REQUEST_STATUS).toEqual({
      canceled: 0,
      draft: 1,
      request: 2,
      request_accepted: 3,
      submitted: 4,
      submission_accepted: 5,
      paid: 6,
      rejected_hard: 10,
      rejected_soft: 11,
      counter_offered: 12,
      under_revision: 20,
    });
    expect(CONTENT_REQUEST_STATUS_LABEL.request_accepted).toBe('In Progress');
    expect(CONTENT_REQUEST_STATUS_LABEL.submission_accepted).toBe('Complete');
    expect(CONTENT_REQUEST_STATUS_LABEL.rejected_hard).toBe('Writer hard rejected');
    expect(CONTENT_REQUEST_STATUS_LABEL.rejected_soft).toBe('Writer soft rejected');
    expect(CONTENT_REQUEST_STATUS_LABEL.counter_offered).toBe('Writer counter offered');
    expect(CONTENT_REQUEST_STATUS_LABEL.under_revision).toBe('Under revision');
  });

  it("has SPEC's groups exactly", () => {
    expect(CONTENT_REQUEST_GROUPS).toEqual({
      drafts: [1],
      sent: [2],
      rejected: [10, 11, 12],
      active: [3],
      submissions: [4],
      accepted: [5],
      proposals: [2, 12],
      creatorRejected: [10, 11],
      inProgress: [3],
      submitted: [4],
      completed: [5],
      archived: [0],
    });
  });

  it('gives every status a tab on the requester side, and every status but draft on the creator side', () => {
    for (const side of ['requester', 'creator'] as const) {
      const listed = new Set(INBOX_TABS[side].flatMap((tab) => [...statusesOfTab(tab)]));
      const want = CONTENT_REQUEST_STATUSES.filter(
        (status) => side === 'requester' || status !== 'draft',
      ).map((status) => CONTENT_REQUEST_STATUS[status]);
      expect([...listed].sort((a, b) => a - b)).toEqual(want.sort((a, b) => a - b));
    }
  });
});

describe('every status × action × party', () => {
  const cases = CONTENT_REQUEST_STATUSES.flatMap((status) =>
    CONTENT_REQUEST_ACTIONS.flatMap((action) =>
      CONTENT_REQUEST_PARTIES.map((party) => [status, action, party] as const),
    ),
  );

  it('covers 11 × 11 × 3 cases', () => expect(cases).toHaveLength(363));

  it.each(cases)('%s · %s · %s', (status, action, party) => {
    const result = moveOf(action, state(status), party, NOW);
    const want = expected(status, action, party);
    if (result.ok) expect(result.next.status).toBe(want);
    else expect(result.reason).toBe(want);
  });
});

describe('guards', () => {
  it('refuses to send or accept past the deadline', () => {
    const late = state('draft', { offer: { feeMinor: 10_000, deadline: EARLIER } });
    expect(send(late, 'requester', NOW)).toEqual({ ok: false, reason: 'deadline-passed' });
    expect(moveOf('accept', { ...late, status: 'request' }, 'creator', NOW)).toEqual({
      ok: false,
      reason: 'deadline-passed',
    });
  });

  it('refuses a counter offer ending in the past, and a stale one to take', () => {
    expect(counter(state('request'), 'creator', NOW, { feeMinor: 1, deadline: EARLIER })).toEqual({
      ok: false,
      reason: 'deadline-passed',
    });
    // The party check still comes first.
    expect(counter(state('request'), 'requester', NOW, { feeMinor: 1, deadline: EARLIER })).toEqual({
      ok: false,
      reason: 'not-creator',
    });
    const stale = state('counter_offered', { counterOffer: { feeMinor: 12_000, deadline: EARLIER } });
    expect(takeCounterOffer(stale, 'requester', NOW)).toEqual({ ok: false, reason: 'deadline-passed' });
  });

  it('takes the counter offer as the offer and holds its fee in escrow', () => {
    const taken = takeCounterOffer(state('counter_offered'), 'requester', NOW);
    expect(taken).toMatchObject({
      ok: true,
      escrow: 'hold',
      next: { offer: { feeMinor: 12_000 }, counterOffer: null },
    });
    expect(send(state('counter_offered'), 'requester', NOW)).toMatchObject({
      ok: true,
      next: { counterOffer: null },
    });
  });

  it('counts revision rounds up to the limit', () => {
    const first = requestRevision(state('submitted'), 'requester', NOW);
    expect(first).toMatchObject({ ok: true, next: { revisionRounds: 1 } });
    expect(requestRevision(state('submitted', { revisionRounds: 2 }), 'requester', NOW)).toEqual({
      ok: false,
      reason: 'revision-limit',
    });
    expect(requestRevision(state('submitted', { revisionLimit: 0 }), 'requester', NOW)).toEqual({
      ok: false,
      reason: 'revision-limit',
    });
  });

  it('cancels work in progress past its deadline with a refund, and a sent request without one', () => {
    const overdue = state('request_accepted', { offer: { feeMinor: 10_000, deadline: EARLIER } });
    expect(cancel(overdue, 'requester', NOW)).toMatchObject({
      ok: true,
      escrow: 'refund',
      next: { status: 'canceled' },
    });
    expect(cancel(state('request'), 'requester', NOW)).toMatchObject({ ok: true, escrow: null });
    expect(moveOf('pay', state('submission_accepted'), 'requester', NOW)).toMatchObject({
      escrow: 'release',
    });
    expect(moveOf('accept', state('request'), 'creator', NOW)).toMatchObject({ escrow: 'hold' });
  });
});

describe('parties', () => {
  const person = { requesterId: 7, requesterIsMagazine: false, creatorId: 8 };
  const magazine = { requesterId: 50, requesterIsMagazine: true, creatorId: 8 };
  const actor = (userId: number, role?: number, masterAdmin = false): MagazineActor => ({
    userId,
    masterAdmin,
    memberships: role === undefined ? [] : [{ magazineUserId: 50, role, ownerType: 0 }],
  });

  it('knows a person requester, the creator and strangers', () => {
    expect(partyOf(person, actor(7))).toBe('requester');
    expect(partyOf(person, actor(8))).toBe('creator');
    expect(partyOf(person, actor(9))).toBe('stranger');
    expect(partyOf(person, actor(9, MAGAZINE_ROLE.editor, true))).toBe('stranger');
  });

  it('lets editors and up (and masterAdmin, SPEC §6) act for a magazine requester, nobody below', () => {
    expect(partyOf(magazine, actor(9, MAGAZINE_ROLE.editor))).toBe('requester');
    expect(partyOf(magazine, actor(9, MAGAZINE_ROLE.managingEditor))).toBe('requester');
    expect(partyOf(magazine, actor(9, MAGAZINE_ROLE.owner))).toBe('requester');
    expect(partyOf(magazine, actor(9, MAGAZINE_ROLE.seniorWriter))).toBe('stranger');
    expect(partyOf(magazine, actor(9, MAGAZINE_ROLE.writer))).toBe('stranger');
    expect(partyOf(magazine, actor(9))).toBe('stranger');
    expect(partyOf(magazine, actor(9, undefined, true))).toBe('requester');
  });

  it('shows each party only the moves it may make now', () => {
    const requester = contentRequestAbilities(state('counter_offered'), 'requester', NOW);
    expect(requester).toMatchObject({
      takeCounterOffer: true,
      send: true,
      cancel: true,
      edit: true,
      accept: false,
    });
    const creator = contentRequestAbilities(state('request'), 'creator', NOW);
    expect(creator).toMatchObject({
      accept: true,
      counter: true,
      rejectSoft: true,
      rejectHard: true,
      cancel: false,
    });
    const stranger = contentRequestAbilities(state('request'), 'stranger', NOW);
    expect(Object.values(stranger).every((allowed) => !allowed)).toBe(true);
  });
});
