import {
  CTYPE,
  composePath,
  contributionDecision,
  MAGAZINE_ROLE,
  type OpenContributionJoined,
  type OpenContributionSubmitted,
  OWNER_TYPE,
  type TComposeSave,
  type TOpenContributionSubmit,
} from '@masthead/core';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { type Actor, loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { documentValues, insertDraft } from '../compose/drafts.ts';
import { actorIn } from '../editorial/editorial-content.ts';
import { submitInTransaction } from '../editorial/moves.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import {
  type ContributionRow,
  contributionMagazine,
  decisionInput,
  lockContributionMagazine,
  refusalOf,
} from './open-contribution-rows.ts';

/**
 * A reader's story through a magazine's open contribution: a person who is no member yet joins as a
 * contributor (audit 'magazine.member.join', notification 'member_joined'), the story is made as their
 * draft with the magazine as its publisher, and compose's and the editorial workflow's own functions
 * create and submit it, all in one transaction. Rate-limited per person and per magazine.
 */

export type OpenContributionDeps = ServiceDeps & {
  notifications: NotificationsService;
  rateLimit: RateLimiter;
};

/** core's decision for this person and magazine, as an answer: a refusal throws its clear error. */
function decide(actor: Actor, row: ContributionRow) {
  // A suspended account keeps no rights (its memberships read as none): it joins nothing either.
  if (actor.suspended) throw new AppError('access_deny');
  const decision = contributionDecision(actor, decisionInput(row));
  if (!decision.ok) throw refusalOf(decision.reason);
  return decision;
}

/** Checks before anything counts against the limits: an unknown, closed or switched-off magazine. */
async function precheck(deps: OpenContributionDeps, viewerId: number, magazineUserId: number) {
  const row = await contributionMagazine(deps.db, magazineUserId);
  if (!row) throw new AppError('not_found');
  return decide(await loadActor(deps.db, viewerId), row);
}

function consumeLimits(deps: OpenContributionDeps, viewerId: number, magazineUserId: number) {
  const limits = deps.config.rateLimits;
  return deps.rateLimit.consume(
    {
      key: `open-contribution:person:${viewerId}`,
      limit: limits.openContributionsPerPersonPerDay,
      windowSeconds: 86_400,
    },
    {
      key: `open-contribution:magazine:${magazineUserId}`,
      limit: limits.openContributionsPerMagazinePerHour,
      windowSeconds: 3_600,
    },
  );
}

/**
 * In the caller's transaction: the person joins as a contributor, unless someone (another request of
 * theirs) made them a member meanwhile. Answers whether they joined now.
 */
async function joinAsContributor(
  tx: Tx,
  deps: OpenContributionDeps,
  entry: { magazineUserId: number; userId: number; at: Date },
): Promise<boolean> {
  const { magazineUserId, userId, at } = entry;
  const [joined] = await tx
    .insert(magazineMembers)
    .values({
      magazineUserId,
      userId,
      role: MAGAZINE_ROLE.contributor,
      ownerType: OWNER_TYPE.none,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ userId: magazineMembers.userId });
  if (!joined) return false;
  await recordTeamEvent(tx, 'magazine.member.join', {
    magazineUserId,
    actorUserId: userId,
    subjectUserId: userId,
    data: { role: 'contributor', via: 'openContribution' },
    at,
  });
  await deps.notifications.notify(tx, {
    userId: magazineUserId,
    actorId: userId,
    kind: 'member_joined',
    magazineId: magazineUserId,
    data: { role: 'contributor' },
  });
  return true;
}

/** The magazine locked, the decision made again as the transaction sees it, and the join if needed. */
async function joinedIn(
  tx: Tx,
  deps: OpenContributionDeps,
  viewerId: number,
  magazineUserId: number,
  at: Date,
) {
  const row = await lockContributionMagazine(tx, magazineUserId);
  const decision = decide(await actorIn(tx, viewerId, magazineUserId), row);
  return decision.join ? joinAsContributor(tx, deps, { magazineUserId, userId: viewerId, at }) : false;
}

/**
 * 'Open the full editor' from the popups: the person joins (if they are no member yet), so the editor
 * offers the magazine as the publisher; they submit from there through the editorial workflow.
 */
export async function joinToContribute(
  deps: OpenContributionDeps,
  viewerId: number,
  magazineUserId: number,
): Promise<OpenContributionJoined> {
  const writePath = composePath({ ctype: CTYPE.post, publisherId: magazineUserId });
  if (!(await precheck(deps, viewerId, magazineUserId)).join) return { joined: false, writePath };
  await consumeLimits(deps, viewerId, magazineUserId);
  const at = deps.clock();
  const joined = await transactionWithRetry(deps.db, (tx) =>
    joinedIn(tx, deps, viewerId, magazineUserId, at),
  );
  return { joined, writePath };
}

/** A story from the popups: joined if need be, made as a draft for the magazine, and submitted. */
export async function submitContribution(
  deps: OpenContributionDeps,
  viewerId: number,
  input: TOpenContributionSubmit,
): Promise<OpenContributionSubmitted> {
  const { magazineUserId } = input;
  const at = deps.clock();
  const document: TComposeSave = {
    ctype: CTYPE.post,
    publisherId: magazineUserId,
    title: input.title,
    body: input.body,
    photoPath: input.photoPath ?? null,
    photoFocalPoint: input.photoFocalPoint ?? null,
    topicIds: [],
    lang: input.lang,
    extra: {},
    premium: false,
  };
  const values = documentValues(document, at);
  // A story says something: text, or at least a picture or a player.
  if (plainTextFromHtml(values.body) === '' && !/<(?:img|iframe)\b/.test(values.body))
    throw new AppError('validation.failed', { fields: { body: 'validation.required' } });
  await precheck(deps, viewerId, magazineUserId);
  await consumeLimits(deps, viewerId, magazineUserId);
  return transactionWithRetry(deps.db, async (tx) => {
    const joined = await joinedIn(tx, deps, viewerId, magazineUserId, at);
    const draft = await insertDraft(tx, viewerId, document, values);
    await submitInTransaction(tx, deps, { userId: viewerId, cgroupId: draft.id, at });
    return {
      cgroupId: draft.id,
      reviewState: 'submitted',
      joined,
      editPath: composePath({ cgroupId: draft.id }),
    };
  });
}
