import { decide, type MagazineActor } from '../magazines/policy.ts';
import { CONTENT_REQUEST_STATUS, type ContentRequestStatus } from './statuses.ts';

/**
 * DESIGN §4's content-request workflow as one table and pure moves (EXAMPLES §9): each move takes the
 * request, the acting party and the time, and answers the next state or the reason it is refused.
 * The server makes the same moves under a row lock; pages show the abilities this file computes.
 */

/** Who is acting on a request: its requester, its creator, or anyone else (a stranger). */
export const CONTENT_REQUEST_PARTIES = ['requester', 'creator', 'stranger'] as const;
export type ContentRequestParty = (typeof CONTENT_REQUEST_PARTIES)[number];

/** What a move does to the escrow: hold the fee, release it to the creator, or refund it. */
export type EscrowEffect = 'hold' | 'release' | 'refund';

type Transition = {
  by: Exclude<ContentRequestParty, 'stranger'>;
  from: readonly ContentRequestStatus[];
  to: ContentRequestStatus;
};

/**
 * The one transition table (DESIGN §4). Every move not in it is refused. `send` is also the
 * requester's "revise and resend" (from rejected_soft or counter_offered); `cancel` from
 * request_accepted is our addition for a creator who missed the deadline: the requester then gets
 * the escrow back (issue 20).
 */
export const CONTENT_REQUEST_TRANSITIONS = {
  send: { by: 'requester', from: ['draft', 'rejected_soft', 'counter_offered'], to: 'request' },
  accept: { by: 'creator', from: ['request'], to: 'request_accepted' },
  rejectHard: { by: 'creator', from: ['request'], to: 'rejected_hard' },
  rejectSoft: { by: 'creator', from: ['request'], to: 'rejected_soft' },
  counter: { by: 'creator', from: ['request'], to: 'counter_offered' },
  takeCounterOffer: { by: 'requester', from: ['counter_offered'], to: 'request_accepted' },
  submit: { by: 'creator', from: ['request_accepted', 'under_revision'], to: 'submitted' },
  requestRevision: { by: 'requester', from: ['submitted'], to: 'under_revision' },
  acceptSubmission: { by: 'requester', from: ['submitted'], to: 'submission_accepted' },
  pay: { by: 'requester', from: ['submission_accepted'], to: 'paid' },
  cancel: {
    by: 'requester',
    from: ['draft', 'request', 'counter_offered', 'rejected_soft', 'request_accepted'],
    to: 'canceled',
  },
} as const satisfies Record<string, Transition>;

export type ContentRequestAction = keyof typeof CONTENT_REQUEST_TRANSITIONS;
export const CONTENT_REQUEST_ACTIONS = Object.keys(CONTENT_REQUEST_TRANSITIONS) as ContentRequestAction[];

/** Why a move is refused; each has its translated message (`error.contentRequest.{reason}`). */
export const CONTENT_REQUEST_REFUSALS = [
  /** The actor is neither party: the request stays hidden from them. */
  'not-party',
  /** A requester's move tried by the creator. */
  'not-requester',
  /** A creator's move tried by the requester. */
  'not-creator',
  /** The move does not start from the request's status. */
  'wrong-status',
  /** The deadline (or the counter offer's) is past: send, accept or take it no more. */
  'deadline-passed',
  /** Canceling work in progress (with a refund) waits until its deadline is past. */
  'deadline-not-passed',
  /** Every revision round the brief allows has been asked for. */
  'revision-limit',
] as const;
export type ContentRequestRefusal = (typeof CONTENT_REQUEST_REFUSALS)[number];

/** The fee and deadline on the table: the brief's, or a counter offer's. */
export type Offer = { feeMinor: number; deadline: Date };

/** A request as the moves read it. */
export type ContentRequestState = {
  status: ContentRequestStatus;
  /** The current offer (the brief's fee and deadline, or a counter offer the requester took). */
  offer: Offer;
  /** The creator's counter offer while the status is counter_offered. */
  counterOffer: Offer | null;
  /** Revision rounds the brief allows, and those asked for so far. */
  revisionLimit: number;
  revisionRounds: number;
};

export type MoveResult =
  | { ok: true; next: ContentRequestState; escrow: EscrowEffect | null }
  | { ok: false; reason: ContentRequestRefusal };

/** The two sides of a request, as `partyOf` reads them. */
export type ContentRequestSides = {
  /** The person or magazine who asks and pays. */
  requesterId: number;
  requesterIsMagazine: boolean;
  /** The person asked to make the content. */
  creatorId: number;
};

/**
 * Which party the actor is. A person requester acts for themselves; a magazine requester through its
 * members with commissionContent (editors and up, policy.ts; masterAdmin has every magazine right,
 * SPEC §6). A person's requests are theirs and their creator's alone: site admins are strangers there.
 */
export function partyOf(sides: ContentRequestSides, actor: MagazineActor): ContentRequestParty {
  if (actor.userId === sides.creatorId) return 'creator';
  if (!sides.requesterIsMagazine) return actor.userId === sides.requesterId ? 'requester' : 'stranger';
  return decide(actor, 'commissionContent', sides.requesterId).ok ? 'requester' : 'stranger';
}

/**
 * May the actor act as this requester (a new brief, an inbox)? Themselves, or a magazine as above.
 * Only called with a magazine's id or the actor's own (the route checks the magazine exists).
 */
export function mayActAsRequester(actor: MagazineActor, requesterId: number): boolean {
  if (requesterId === actor.userId) return true;
  return decide(actor, 'commissionContent', requesterId).ok;
}

const refuse = (reason: ContentRequestRefusal): MoveResult => ({ ok: false, reason });
const isPast = (moment: Date, now: Date) => moment.getTime() <= now.getTime();

/** The party, status and guard checks of a move, in that order; the next status when all pass. */
function check(
  action: ContentRequestAction,
  request: ContentRequestState,
  party: ContentRequestParty,
  now: Date,
): ContentRequestRefusal | null {
  const transition: Transition = CONTENT_REQUEST_TRANSITIONS[action];
  if (party === 'stranger') return 'not-party';
  if (party !== transition.by) return transition.by === 'requester' ? 'not-requester' : 'not-creator';
  if (!transition.from.includes(request.status)) return 'wrong-status';
  switch (action) {
    case 'send':
    case 'accept':
      return isPast(request.offer.deadline, now) ? 'deadline-passed' : null;
    case 'takeCounterOffer':
      return !request.counterOffer || isPast(request.counterOffer.deadline, now) ? 'deadline-passed' : null;
    case 'requestRevision':
      return request.revisionRounds >= request.revisionLimit ? 'revision-limit' : null;
    case 'cancel':
      return request.status === 'request_accepted' && !isPast(request.offer.deadline, now)
        ? 'deadline-not-passed'
        : null;
    default:
      return null;
  }
}

function move(
  action: ContentRequestAction,
  request: ContentRequestState,
  party: ContentRequestParty,
  now: Date,
  change: Partial<ContentRequestState> = {},
  escrow: EscrowEffect | null = null,
): MoveResult {
  const reason = check(action, request, party, now);
  if (reason) return refuse(reason);
  return {
    ok: true,
    next: { ...request, ...change, status: CONTENT_REQUEST_TRANSITIONS[action].to },
    escrow,
  };
}

/** The requester sends the brief (a draft), or revises and resends it after a soft reject or a counter offer. */
export const send = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('send', request, party, now, { counterOffer: null });

/** The creator accepts the current offer: the fee goes into escrow. */
export const accept = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('accept', request, party, now, {}, 'hold');

/** The creator turns the request down: hard (final) or soft (the requester may revise and resend). */
export const reject = (
  request: ContentRequestState,
  party: ContentRequestParty,
  now: Date,
  kind: 'hard' | 'soft',
) => move(kind === 'hard' ? 'rejectHard' : 'rejectSoft', request, party, now);

/** The creator answers with another fee and deadline; the counter offer must end in the future. */
export function counter(request: ContentRequestState, party: ContentRequestParty, now: Date, offer: Offer) {
  if (isPast(offer.deadline, now)) {
    const reason = check('counter', request, party, now);
    return refuse(reason ?? 'deadline-passed');
  }
  return move('counter', request, party, now, { counterOffer: offer });
}

/** The requester takes the counter offer: it becomes the offer, and its fee goes into escrow. */
export function takeCounterOffer(request: ContentRequestState, party: ContentRequestParty, now: Date) {
  const taken = request.counterOffer ?? request.offer;
  return move('takeCounterOffer', request, party, now, { offer: taken, counterOffer: null }, 'hold');
}

/** The creator hands in the work (first time, or after a revision was asked for). */
export const submit = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('submit', request, party, now);

/** The requester asks for another round of changes, within the brief's limit. */
export const requestRevision = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('requestRevision', request, party, now, { revisionRounds: request.revisionRounds + 1 });

/** The requester accepts the work handed in. */
export const acceptSubmission = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('acceptSubmission', request, party, now);

/** The requester pays: the escrow goes to the creator, less the platform fee. */
export const pay = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('pay', request, party, now, {}, 'release');

/** The requester cancels; the escrow, if held (work past its deadline), is refunded. */
export const cancel = (request: ContentRequestState, party: ContentRequestParty, now: Date) =>
  move('cancel', request, party, now, {}, request.status === 'request_accepted' ? 'refund' : null);

/** Every move by action, with what it needs beyond (request, party, now). */
export function moveOf(
  action: ContentRequestAction,
  request: ContentRequestState,
  party: ContentRequestParty,
  now: Date,
  counterOffer?: Offer,
): MoveResult {
  switch (action) {
    case 'send':
      return send(request, party, now);
    case 'accept':
      return accept(request, party, now);
    case 'rejectHard':
      return reject(request, party, now, 'hard');
    case 'rejectSoft':
      return reject(request, party, now, 'soft');
    case 'counter':
      // Without an offer yet (abilities), a day later than now stands for any valid one.
      return counter(
        request,
        party,
        now,
        counterOffer ?? { ...request.offer, deadline: new Date(now.getTime() + 86_400_000) },
      );
    case 'takeCounterOffer':
      return takeCounterOffer(request, party, now);
    case 'submit':
      return submit(request, party, now);
    case 'requestRevision':
      return requestRevision(request, party, now);
    case 'acceptSubmission':
      return acceptSubmission(request, party, now);
    case 'pay':
      return pay(request, party, now);
    case 'cancel':
      return cancel(request, party, now);
  }
}

/** Editing the brief: the requester's, while it is a draft or back with them (soft reject, counter offer). */
export const EDITABLE_STATUSES = [
  'draft',
  'rejected_soft',
  'counter_offered',
] as const satisfies readonly ContentRequestStatus[];

export function canEditBrief(request: Pick<ContentRequestState, 'status'>, party: ContentRequestParty) {
  return (
    party === 'requester' && (EDITABLE_STATUSES as readonly ContentRequestStatus[]).includes(request.status)
  );
}

/** Messages between the parties: both may write while the request is sent and not closed. */
const CLOSED_STATUSES: readonly ContentRequestStatus[] = ['draft', 'canceled', 'paid', 'rejected_hard'];
export const canMessage = (request: Pick<ContentRequestState, 'status'>, party: ContentRequestParty) =>
  party !== 'stranger' && !CLOSED_STATUSES.includes(request.status);

export type ContentRequestAbilities = Record<ContentRequestAction | 'edit' | 'message', boolean>;

/** What the party may do now: what the request's answer carries, so a page shows only these. */
export function contentRequestAbilities(
  request: ContentRequestState,
  party: ContentRequestParty,
  now: Date,
): ContentRequestAbilities {
  const abilities = Object.fromEntries(
    CONTENT_REQUEST_ACTIONS.map((action) => [action, moveOf(action, request, party, now).ok]),
  ) as Record<ContentRequestAction, boolean>;
  return { ...abilities, edit: canEditBrief(request, party), message: canMessage(request, party) };
}

/** The stored status value of a key (SPEC §4). */
export const statusValue = (status: ContentRequestStatus) => CONTENT_REQUEST_STATUS[status];
