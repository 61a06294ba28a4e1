import {
  type ContributionRefusal,
  contributionViewer,
  type MagazineActor,
  type OpenContributionCard,
  type OpenContributionMagazine,
  openContributionButtonStyle,
  openContributionOf,
  USER_TYPE,
} from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { users } from '../accounts/tables.ts';
import { magazines } from './tables.ts';

/**
 * Open contribution's rows: a magazine with its settings (a magazine without a magazines row has the
 * defaults: off), and the presenters of the card. Nothing of a row leaves unnamed.
 */

export type ContributionRow = {
  userId: number;
  username: string;
  displayName: string;
  kind: OpenContributionMagazine['kind'] | null;
  enabled: boolean | null;
  stored: unknown;
  closed: boolean;
  suspended: boolean;
};

const columns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  kind: magazines.kind,
  enabled: magazines.openContributionEnabled,
  stored: magazines.openContribution,
  closedAt: magazines.closedAt,
  suspendedAt: users.suspendedAt,
};

/** The magazine with this id (any state), or null when no magazine has it. */
export async function contributionMagazine(
  db: DbOrTx,
  magazineUserId: number,
): Promise<ContributionRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  return row ? rowOf(row) : null;
}

/**
 * The same, with its magazines row shared-locked for the caller's transaction (before the member's
 * row, as closing and leaving lock them), so a closing or a switch-off waits for a submission or counts.
 */
export async function lockContributionMagazine(tx: Tx, magazineUserId: number): Promise<ContributionRow> {
  const row = await contributionMagazine(tx, magazineUserId);
  if (!row) throw new AppError('not_found');
  const [locked] = await tx
    .select({
      enabled: magazines.openContributionEnabled,
      stored: magazines.openContribution,
      closedAt: magazines.closedAt,
    })
    .from(magazines)
    .where(eq(magazines.userId, magazineUserId))
    .for('share');
  return locked
    ? { ...row, enabled: locked.enabled, stored: locked.stored, closed: locked.closedAt !== null }
    : { ...row, enabled: false };
}

function rowOf(row: {
  userId: number;
  username: string;
  displayName: string;
  kind: OpenContributionMagazine['kind'] | null;
  enabled: boolean | null;
  stored: unknown;
  closedAt: Date | null;
  suspendedAt: Date | null;
}): ContributionRow {
  const { closedAt, suspendedAt, ...rest } = row;
  return { ...rest, closed: closedAt !== null, suspended: suspendedAt !== null };
}

/** What the decision reads of a magazine: a suspended magazine takes no stories either. */
export const decisionInput = (row: ContributionRow) => ({
  userId: row.userId,
  enabled: row.enabled === true,
  closed: row.closed || row.suspended,
});

const REFUSALS: Record<ContributionRefusal, () => AppError> = {
  closed: () => new AppError('openContribution.closed'),
  off: () => new AppError('openContribution.off'),
  role: () => new AppError('access_deny'),
};

export const refusalOf = (reason: ContributionRefusal) => REFUSALS[reason]();

export const presentMagazine = (row: ContributionRow): OpenContributionMagazine => ({
  userId: row.userId,
  username: row.username,
  displayName: row.displayName,
  kind: row.kind ?? 'magazine',
});

/** The card of the magazine page for this viewer; null while it takes no stories. */
export function presentCard(row: ContributionRow, actor: MagazineActor | null): OpenContributionCard | null {
  const { enabled, closed } = decisionInput(row);
  if (!enabled || closed) return null;
  const settings = openContributionOf(row.stored);
  return {
    magazine: presentMagazine(row),
    feedCardIdx: settings.feedCardIdx,
    description: settings.openContributionDescription,
    photoPath: settings.openContributionPhotoPath,
    buttonText: settings.openContributionButtonText,
    button: openContributionButtonStyle(settings.openContributionButtonColor),
    messages: {
      signUp: settings.signUpMessage,
      submitStory: settings.submitStoryMessage,
      submitted: settings.submittedMessage,
    },
    viewer: contributionViewer(actor, row.userId),
  };
}
