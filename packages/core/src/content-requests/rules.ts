import type { Currency } from '../compose/rules.ts';

/** Limits of a brief and its messages (used by the schemas, the columns' checks and the form). */

/** A brief's title. */
export const BRIEF_TITLE_MAX = 200;
/** A brief's description, as sanitised rich-text HTML. */
export const BRIEF_DESCRIPTION_MAX = 20_000;
/** Reference links a brief may carry, and the length of each. */
export const BRIEF_LINKS_MAX = 5;
export const BRIEF_LINK_MAX = 500;
/** The length asked for, in words. */
export const BRIEF_WORDS_MIN = 50;
export const BRIEF_WORDS_MAX = 20_000;
/** Revision rounds a brief may allow (default 2, as freelance marketplaces commonly do). */
export const REVISION_LIMIT_MAX = 5;
export const REVISION_LIMIT_DEFAULT = 2;
/** A deadline is at most this far ahead. */
export const DEADLINE_MAX_DAYS = 366;
/** A reason (reject), a note (counter offer, revision) or a message between the parties. */
export const CONTENT_REQUEST_NOTE_MAX = 2000;
/** Messages listed on a request's page (newest kept). */
export const CONTENT_REQUEST_MESSAGES_MAX = 200;
/** Requests in one page of an inbox tab. */
export const CONTENT_REQUEST_PAGE_SIZE = 20;

/** The fee a brief may offer, per currency, in minor units (about 5 to 10,000 US dollars). */
export const CONTENT_REQUEST_FEE_LIMITS: Record<Currency, { minMinor: number; maxMinor: number }> = {
  USD: { minMinor: 500, maxMinor: 1_000_000 },
  EUR: { minMinor: 500, maxMinor: 1_000_000 },
  TWD: { minMinor: 15_000, maxMinor: 30_000_000 },
  IDR: { minMinor: 75_000, maxMinor: 150_000_000 },
  CNY: { minMinor: 3_500, maxMinor: 7_000_000 },
};

export const feeAllowed = (feeMinor: number, currency: Currency) => {
  const limits = CONTENT_REQUEST_FEE_LIMITS[currency];
  return Number.isSafeInteger(feeMinor) && feeMinor >= limits.minMinor && feeMinor <= limits.maxMinor;
};

/**
 * The platform's share of a paid fee, in basis points of the fee (configurable on the server, 1000 =
 * 10%), rounded down so that the creator never gets less than the stated rate leaves them.
 */
export function platformFeeOf(feeMinor: number, feeBasisPoints: number): number {
  return Math.floor((feeMinor * feeBasisPoints) / 10_000);
}

/** What the creator receives when the requester pays. */
export const creatorShareOf = (feeMinor: number, feeBasisPoints: number) =>
  feeMinor - platformFeeOf(feeMinor, feeBasisPoints);

/** SPEC-style page paths of the feature (ours: SPEC lists no content-request screens). */
export const contentRequestPaths = {
  inbox: (side: 'requester' | 'creator' = 'requester', tab?: string, requesterId?: number) => {
    const params = new URLSearchParams();
    if (side !== 'requester') params.set('side', side);
    if (tab) params.set('tab', tab);
    if (requesterId) params.set('as', String(requesterId));
    const query = params.toString();
    return `/requests${query ? `?${query}` : ''}`;
  },
  create: (requesterId?: number, creatorId?: number) => {
    const params = new URLSearchParams();
    if (requesterId) params.set('as', String(requesterId));
    if (creatorId) params.set('to', String(creatorId));
    const query = params.toString();
    return `/requests/new${query ? `?${query}` : ''}`;
  },
  request: (id: number) => `/requests/${id}`,
  edit: (id: number) => `/requests/${id}/edit`,
};

/** The creator is reminded once, this long before the deadline of work in progress (hourly job). */
export const DEADLINE_REMINDER_HOURS = 24;

/** Work in progress whose deadline a reminder is about: accepted, or back for a revision round. */
export const REMINDED_STATUSES = ['request_accepted', 'under_revision'] as const;

/** Is a reminder due now: work in progress, deadline ahead and within the window, none sent yet. */
export function deadlineReminderDue(
  request: { status: string; deadline: Date; remindedAt: Date | null },
  now: Date,
): boolean {
  if (request.remindedAt !== null) return false;
  if (!(REMINDED_STATUSES as readonly string[]).includes(request.status)) return false;
  const left = request.deadline.getTime() - now.getTime();
  return left > 0 && left <= DEADLINE_REMINDER_HOURS * 3_600_000;
}
