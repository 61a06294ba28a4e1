/**
 * SPEC §4 content request statuses: each key, its stored numeric value and its label, exactly as SPEC
 * gives them; and SPEC's list groups. The server stores the value; code speaks in keys.
 */

export const CONTENT_REQUEST_STATUS = {
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
} as const;

export type ContentRequestStatus = keyof typeof CONTENT_REQUEST_STATUS;
export type ContentRequestStatusValue = (typeof CONTENT_REQUEST_STATUS)[ContentRequestStatus];

export const CONTENT_REQUEST_STATUSES = Object.keys(CONTENT_REQUEST_STATUS) as ContentRequestStatus[];

/** SPEC §4's labels (English); the interface shows `contentRequests.status.{key}` in its language. */
export const CONTENT_REQUEST_STATUS_LABEL = {
  canceled: 'Canceled',
  draft: 'Draft',
  request: 'Requested',
  request_accepted: 'In Progress',
  submitted: 'Submitted',
  submission_accepted: 'Complete',
  paid: 'Paid',
  rejected_hard: 'Writer hard rejected',
  rejected_soft: 'Writer soft rejected',
  counter_offered: 'Writer counter offered',
  under_revision: 'Under revision',
} as const satisfies Record<ContentRequestStatus, string>;

const STATUS_BY_VALUE = new Map<number, ContentRequestStatus>(
  CONTENT_REQUEST_STATUSES.map((status) => [CONTENT_REQUEST_STATUS[status], status]),
);

/** The key of a stored value; null for a number that is no status. */
export const statusOfValue = (value: number): ContentRequestStatus | null =>
  STATUS_BY_VALUE.get(value) ?? null;

/** SPEC §4's list groups, exactly: the requester's side first, then the creator's, then archived. */
export const CONTENT_REQUEST_GROUPS = {
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
} as const satisfies Record<string, readonly ContentRequestStatusValue[]>;

export type ContentRequestGroup = keyof typeof CONTENT_REQUEST_GROUPS;

/**
 * SPEC puts paid (6) and under_revision (20) in no group. Their place in the screens (our decision):
 * a tab of their own on both sides of the inbox, 'Under revision' after the work in progress and
 * 'Paid' before the archive, so that no request is ever out of sight.
 */
export const CONTENT_REQUEST_EXTRA_TABS = {
  underRevision: [20],
  paid: [6],
} as const satisfies Record<string, readonly ContentRequestStatusValue[]>;

export type ContentRequestTab = ContentRequestGroup | keyof typeof CONTENT_REQUEST_EXTRA_TABS;

/** Which side of the inbox: the requests one asked for, or the ones one was asked to make. */
export const INBOX_SIDES = ['requester', 'creator'] as const;
export type InboxSide = (typeof INBOX_SIDES)[number];

/** The inbox's tabs on each side, in order: SPEC's groups of that side, the two extra tabs, the archive. */
export const INBOX_TABS = {
  requester: [
    'drafts',
    'sent',
    'rejected',
    'active',
    'underRevision',
    'submissions',
    'accepted',
    'paid',
    'archived',
  ],
  creator: [
    'proposals',
    'creatorRejected',
    'inProgress',
    'underRevision',
    'submitted',
    'completed',
    'paid',
    'archived',
  ],
} as const satisfies Record<InboxSide, readonly ContentRequestTab[]>;

/** The statuses a tab lists. */
export function statusesOfTab(tab: ContentRequestTab): readonly ContentRequestStatusValue[] {
  return tab in CONTENT_REQUEST_GROUPS
    ? CONTENT_REQUEST_GROUPS[tab as ContentRequestGroup]
    : CONTENT_REQUEST_EXTRA_TABS[tab as keyof typeof CONTENT_REQUEST_EXTRA_TABS];
}

/**
 * A creator never sees a requester's draft: it is the requester's until sent. So the creator's
 * side lists no status 1, and every other status appears on both sides.
 */
export const visibleToCreator = (status: ContentRequestStatus) => status !== 'draft';
