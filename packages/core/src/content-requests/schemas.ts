import { z } from 'zod';
import { CURRENCIES, type Currency } from '../compose/rules.ts';
import { CTYPE, type ProfileRef } from '../content/types.ts';
import { zUploadedFile, zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import type { CardSummary } from '../magazines/plan-schemas.ts';
import { ZPaymentMethod, zIdempotencyKey } from '../payments/schemas.ts';
import { ATTACHMENT_FILE_FIELD, type ContentRequestAttachmentView } from './attachments.ts';
import type { ContentRequestRatingView, CreatorAvailability } from './ratings.ts';
import {
  BRIEF_DESCRIPTION_MAX,
  BRIEF_LINK_MAX,
  BRIEF_LINKS_MAX,
  BRIEF_TITLE_MAX,
  BRIEF_WORDS_MAX,
  BRIEF_WORDS_MIN,
  CONTENT_REQUEST_FEE_LIMITS,
  CONTENT_REQUEST_NOTE_MAX,
  DEADLINE_MAX_DAYS,
  REVISION_LIMIT_DEFAULT,
  REVISION_LIMIT_MAX,
} from './rules.ts';
import {
  type ContentRequestStatus,
  type ContentRequestStatusValue,
  type ContentRequestTab,
  INBOX_SIDES,
  INBOX_TABS,
  type InboxSide,
} from './statuses.ts';
import {
  CONTENT_REQUEST_TRANSITIONS,
  type ContentRequestAbilities,
  type ContentRequestAction,
  type ContentRequestParty,
} from './workflow.ts';

/**
 * The content-request API's requests (one zod schema per request, EXAMPLES §6) and answers. Amounts
 * are integer minor units, real JSON numbers; the fee always comes from the server's record of the
 * offer, never from a move's body (TESTING §8).
 */

/** The content types a brief may ask for. */
export const REQUESTABLE_CTYPES = [CTYPE.article, CTYPE.post, CTYPE.list] as const;
export type RequestableCtype = (typeof REQUESTABLE_CTYPES)[number];

const zId = zUserIdNumber;
const zCurrency = z.enum(CURRENCIES, { error: 'validation.payments.currency' });
const zFee = z
  .number({ error: 'validation.contentRequests.fee' })
  .int('validation.contentRequests.fee')
  .positive('validation.contentRequests.fee')
  .max(1_000_000_000, 'validation.contentRequests.fee');
const zDeadline = z.iso.datetime({ offset: true, error: 'validation.contentRequests.deadline' });
const zNote = (required: boolean) =>
  required
    ? z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(CONTENT_REQUEST_NOTE_MAX, 'validation.too.long')
    : z.string({ error: 'validation.invalid' }).trim().max(CONTENT_REQUEST_NOTE_MAX, 'validation.too.long');
const zLink = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(BRIEF_LINK_MAX, 'validation.too.long')
  .regex(/^https?:\/\/[^\s<>"]+$/i, 'validation.contentRequests.link');

/** The brief: what a requester asks for, and the fee and deadline they offer. */
const briefFields = {
  title: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(BRIEF_TITLE_MAX, 'validation.too.long'),
  /** Rich text (the editor's HTML); sanitised on the server before it is stored. */
  description: z.string({ error: 'validation.invalid' }).max(BRIEF_DESCRIPTION_MAX, 'validation.too.long'),
  ctype: z.literal(REQUESTABLE_CTYPES, { error: 'validation.invalid' }),
  words: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(BRIEF_WORDS_MIN, 'validation.contentRequests.words')
    .max(BRIEF_WORDS_MAX, 'validation.contentRequests.words'),
  deadline: zDeadline,
  feeMinor: zFee,
  currency: zCurrency,
  revisionLimit: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(REVISION_LIMIT_MAX, 'validation.invalid')
    .default(REVISION_LIMIT_DEFAULT),
  links: z
    .array(zLink, { error: 'validation.invalid' })
    .max(BRIEF_LINKS_MAX, 'validation.invalid')
    .default([]),
};

/** Fee within the currency's limits; deadline ahead of now and within DEADLINE_MAX_DAYS (checked again on the server). */
const offerChecks = <T extends { feeMinor: number; currency: Currency }>(value: T, ctx: z.RefinementCtx) => {
  const limits = CONTENT_REQUEST_FEE_LIMITS[value.currency];
  if (value.feeMinor < limits.minMinor || value.feeMinor > limits.maxMinor)
    ctx.addIssue({ code: 'custom', path: ['feeMinor'], message: 'validation.contentRequests.fee' });
};

export const ZBrief = z.strictObject(briefFields).superRefine(offerChecks);
export type TBrief = z.infer<typeof ZBrief>;

/** POST /api2/content-request/create: a new draft, for oneself or a magazine one commissions for. */
export const ZCreateContentRequest = z
  .strictObject({
    /** The person or magazine who asks and pays; the viewer when absent. */
    requesterId: zId.optional(),
    creatorId: zId,
    ...briefFields,
  })
  .superRefine(offerChecks);
export type TCreateContentRequest = z.infer<typeof ZCreateContentRequest>;

/** POST /api2/content-request/update: the requester revises the brief (draft, soft reject, counter offer). */
export const ZUpdateContentRequest = z.strictObject({ id: zId, ...briefFields }).superRefine(offerChecks);
export type TUpdateContentRequest = z.infer<typeof ZUpdateContentRequest>;

const moveBase = { id: zId, idempotencyKey: zIdempotencyKey };

/** POST /api2/content-request/move: one move of the workflow, with what it needs. */
export const ZContentRequestMove = z.discriminatedUnion(
  'action',
  [
    /** Sending asks for a card the first time: the fee is charged to it when the creator accepts. */
    z.strictObject({ ...moveBase, action: z.literal('send'), paymentMethod: ZPaymentMethod.optional() }),
    z.strictObject({ ...moveBase, action: z.literal('accept') }),
    z.strictObject({ ...moveBase, action: z.literal('rejectHard'), note: zNote(true) }),
    z.strictObject({ ...moveBase, action: z.literal('rejectSoft'), note: zNote(true) }),
    z.strictObject({
      ...moveBase,
      action: z.literal('counter'),
      feeMinor: zFee,
      deadline: zDeadline,
      note: zNote(false).optional(),
    }),
    /** Taking a counter offer pays for it now: with a card given here, or the one saved when sending. */
    z.strictObject({
      ...moveBase,
      action: z.literal('takeCounterOffer'),
      paymentMethod: ZPaymentMethod.optional(),
    }),
    z.strictObject({
      ...moveBase,
      action: z.literal('submit'),
      contentId: zId,
      note: zNote(false).optional(),
    }),
    z.strictObject({ ...moveBase, action: z.literal('requestRevision'), note: zNote(true) }),
    z.strictObject({ ...moveBase, action: z.literal('acceptSubmission'), note: zNote(false).optional() }),
    z.strictObject({ ...moveBase, action: z.literal('pay') }),
    z.strictObject({ ...moveBase, action: z.literal('cancel'), note: zNote(false).optional() }),
  ],
  { error: 'validation.invalid' },
);
export type TContentRequestMove = z.infer<typeof ZContentRequestMove>;

/** POST /api2/content-request/message */
export const ZContentRequestMessage = z.strictObject({ id: zId, body: zNote(true) });
export type TContentRequestMessage = z.infer<typeof ZContentRequestMessage>;

/** GET /api2/content-request */
export const ZContentRequestQuery = z.strictObject({ id: zUserIdText });

/** POST /api2/content-request/publish: the requester puts accepted work out in their magazine. */
export const ZContentRequestPublish = z.strictObject({ id: zId });
export type TContentRequestPublish = z.infer<typeof ZContentRequestPublish>;

/** POST /api2/content-request/attachment (multipart): one file for the brief of request `id`. */
export const ZContentRequestAttachmentUpload = z.strictObject({
  id: zUserIdText,
  [ATTACHMENT_FILE_FIELD]: zUploadedFile,
});

/** POST /api2/content-request/attachment/remove */
export const ZContentRequestAttachmentRemove = z.strictObject({ id: zId, attachmentId: zId });
export type TContentRequestAttachmentRemove = z.infer<typeof ZContentRequestAttachmentRemove>;

/** GET /api2/content-request/attachment: one attached file, for the request's parties. */
export const ZContentRequestAttachmentQuery = z.strictObject({ id: zUserIdText });

const ALL_TABS = [...new Set([...INBOX_TABS.requester, ...INBOX_TABS.creator])] as [
  ContentRequestTab,
  ...ContentRequestTab[],
];

/** GET /api2/content-requests: one tab of one side of the inbox. */
export const ZContentRequestInboxQuery = z.strictObject({
  side: z.enum(INBOX_SIDES, { error: 'validation.invalid' }).default('requester'),
  tab: z.enum(ALL_TABS, { error: 'validation.invalid' }).optional(),
  /** The requester whose inbox (the viewer, or a magazine they commission for). */
  as: zUserIdText.optional(),
  offset: z
    .string({ error: 'validation.invalid' })
    .regex(/^\d{1,6}$/, 'validation.invalid')
    .transform(Number)
    .optional(),
});
export type TContentRequestInboxQuery = z.infer<typeof ZContentRequestInboxQuery>;

/** The limit of a deadline from now (checked on the server with its clock). */
export const deadlineWithinReach = (deadline: Date, now: Date) =>
  deadline.getTime() > now.getTime() && deadline.getTime() <= now.getTime() + DEADLINE_MAX_DAYS * 86_400_000;

// ---- Answers ----

export type ContentRequestOfferView = { feeMinor: number; deadline: string };

/** What a timeline entry records: the brief written or revised, a workflow move, or the work published. */
export type ContentRequestEventAction = ContentRequestAction | 'create' | 'edit' | 'publish';

/** The moves the other party hears of (mail and a notification): all but writing the brief. */
export type ContentRequestNoticeAction = Exclude<ContentRequestEventAction, 'create' | 'edit'>;

const CONTENT_REQUEST_NOTICE_ACTIONS: readonly string[] = [
  ...Object.keys(CONTENT_REQUEST_TRANSITIONS),
  'publish',
];

export const isContentRequestNoticeAction = (value: string): value is ContentRequestNoticeAction =>
  CONTENT_REQUEST_NOTICE_ACTIONS.includes(value);

export type ContentRequestEventView = {
  id: number;
  action: ContentRequestEventAction;
  fromStatus: ContentRequestStatus | null;
  toStatus: ContentRequestStatus;
  actor: ProfileRef;
  note: string;
  offer: ContentRequestOfferView | null;
  at: string;
};

export type ContentRequestMessageView = { id: number; author: ProfileRef; body: string; at: string };

export type ContentRequestSummary = {
  id: number;
  title: string;
  status: ContentRequestStatus;
  statusValue: ContentRequestStatusValue;
  requester: ProfileRef;
  creator: ProfileRef;
  currency: Currency;
  offer: ContentRequestOfferView;
  counterOffer: ContentRequestOfferView | null;
  updatedAt: string;
};

export type ContentRequestView = ContentRequestSummary & {
  /** Sanitised HTML. */
  description: string;
  ctype: RequestableCtype;
  words: number;
  links: string[];
  revisionLimit: number;
  revisionRounds: number;
  /** What the ledger holds in escrow for this request now. */
  escrowMinor: number;
  /** The fee is being charged (a bank check, a provider that did not answer yet): moves wait. */
  charging: boolean;
  /** The platform's share when paid, in basis points; the creator's share follows (rules.ts). */
  platformFeeBasisPoints: number;
  /** The card the fee is charged to when the creator accepts (requester's side only). */
  card: CardSummary | null;
  /**
   * The work handed in: its title and (sanitised) body, shown on the request's page even while it is
   * a draft; its page once published.
   */
  submission: { contentId: number; title: string; body: string; url: string | null } | null;
  /** The work is out in the requester's magazine under the creator's byline (publication.ts). */
  publishedInMagazine: boolean;
  /** The requester may publish the accepted work in their magazine now. */
  mayPublish: boolean;
  /** Files the brief carries; added and removed by the requester while the brief is theirs to edit. */
  attachments: ContentRequestAttachmentView[];
  /** The creator's own recent stories (drafts too) to choose the work from, while they may submit. */
  submittable: { contentId: number; title: string; status: 'draft' | 'published' }[];
  party: Exclude<ContentRequestParty, 'stranger'>;
  abilities: ContentRequestAbilities;
  timeline: ContentRequestEventView[];
  messages: ContentRequestMessageView[];
  /** The ratings the parties gave each other once paid (ratings.ts). */
  ratings: ContentRequestRatingView[];
  /** The viewer's party may rate the other now (paid, not rated yet). */
  mayRate: boolean;
  createdAt: string;
};

export type ContentRequestInbox = {
  side: InboxSide;
  tab: ContentRequestTab;
  /** The requester whose inbox this is (the viewer or a magazine), on the requester's side. */
  requester: ProfileRef | null;
  /** The profiles the viewer may commission as: themselves and the magazines where they may. */
  requesterChoices: ProfileRef[];
  tabs: { tab: ContentRequestTab; count: number }[];
  items: ContentRequestSummary[];
  hasMore: boolean;
  /** On the creator's side: whether the viewer takes requests, and from which fee (their profile says so). */
  availability: CreatorAvailability | null;
};

export type ContentRequestAnswer = { request: ContentRequestView };
