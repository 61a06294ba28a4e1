import {
  abilitiesIn,
  DEFAULT_FOCAL_POINT,
  focalPointOfPath,
  type MagazineActor,
  OPEN_CONTRIBUTION_LIMITS,
  OPEN_CONTRIBUTION_MESSAGES,
  type OpenContributionSettings,
  type OpenContributionSettingsView,
  openContributionButtonStyle,
  openContributionOf,
  type TOpenContributionUpdate,
  withFocalPoint,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { plainTextFromHtml, sanitizeRichText } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { checkCover } from '../compose/document-checks.ts';
import { contributionMagazine, presentMagazine } from './open-contribution-rows.ts';
import { openMagazine } from './profile-rows.ts';
import { magazines } from './tables.ts';

/**
 * A magazine's open-contribution settings (SPEC §3): its members read them, those with changeSettings
 * change them (the route's access). Messages pass the one sanitiser before they are stored; a change is
 * one transaction with its 'magazine.settings' audit row naming what changed.
 */

/** The settings page's data, or null for a magazine that is closed or none. */
export async function readContributionSettings(
  deps: ServiceDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<OpenContributionSettingsView | null> {
  const row = await contributionMagazine(deps.db, magazineUserId);
  if (!row || row.closed || row.suspended) return null;
  const settings = openContributionOf(row.stored);
  return {
    magazine: presentMagazine(row),
    enabled: row.enabled === true,
    settings,
    button: openContributionButtonStyle(settings.openContributionButtonColor),
    abilities: abilitiesIn(actor, magazineUserId),
  };
}

/** A message as stored: sanitised, and '' when nothing a reader would see is left (the default shows). */
function storedMessage(html: string, field: string): string {
  const clean = sanitizeRichText(html, { maxLength: OPEN_CONTRIBUTION_LIMITS.messageMax, field });
  return plainTextFromHtml(clean) === '' && !clean.includes('<img') ? '' : clean;
}

/** The settings after the change the request asks for (only the fields it sends). */
async function changedSettings(
  tx: Tx,
  current: OpenContributionSettings,
  input: TOpenContributionUpdate,
): Promise<OpenContributionSettings> {
  const next = { ...current };
  if (input.feedCardIdx !== undefined) next.feedCardIdx = input.feedCardIdx;
  if (input.openContributionDescription !== undefined)
    next.openContributionDescription = input.openContributionDescription;
  if (input.openContributionButtonText !== undefined)
    next.openContributionButtonText = input.openContributionButtonText;
  if (input.openContributionButtonColor !== undefined)
    next.openContributionButtonColor = input.openContributionButtonColor;
  for (const message of OPEN_CONTRIBUTION_MESSAGES) {
    const html = input[message];
    if (html !== undefined) next[message] = storedMessage(html, message);
  }
  if (input.openContributionPhotoPath !== undefined || input.openContributionPhotoFocalPoint) {
    const currentPath = current.openContributionPhotoPath?.replace(/[?#].*$/, '') ?? null;
    const path =
      input.openContributionPhotoPath === undefined ? currentPath : input.openContributionPhotoPath;
    // A picture this site stored (TESTING §7: every reference exists); the current one may stay.
    try {
      await checkCover(tx, path, currentPath);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError('validation.failed', {
        fields: { openContributionPhotoPath: 'validation.invalid' },
      });
    }
    const point =
      input.openContributionPhotoFocalPoint ??
      (current.openContributionPhotoPath
        ? focalPointOfPath(current.openContributionPhotoPath)
        : DEFAULT_FOCAL_POINT);
    next.openContributionPhotoPath = path ? withFocalPoint(path, point) : null;
  }
  return next;
}

/** Changes the fields sent; nothing changes (and no audit row is written) when they are as they were. */
export async function updateContributionSettings(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TOpenContributionUpdate,
) {
  const at = deps.clock();
  await transactionWithRetry(deps.db, async (tx) => {
    if (!(await openMagazine(tx, input.userId, { lock: true }))) throw new AppError('not_found');
    await tx.insert(magazines).values({ userId: input.userId }).onConflictDoNothing();
    const [locked] = await tx
      .select({ enabled: magazines.openContributionEnabled, stored: magazines.openContribution })
      .from(magazines)
      .where(eq(magazines.userId, input.userId))
      .for('update');
    if (!locked) throw new AppError('not_found');
    const current = openContributionOf(locked.stored);
    const next = await changedSettings(tx, current, input);
    const changed = (Object.keys(next) as (keyof OpenContributionSettings)[]).filter(
      (key) => next[key] !== current[key],
    );
    const enabled = input.enabled ?? locked.enabled;
    const fields = [...(enabled !== locked.enabled ? ['enabled'] : []), ...changed];
    if (fields.length === 0) return;
    await tx
      .update(magazines)
      .set({ openContributionEnabled: enabled, openContribution: next, updatedAt: at })
      .where(eq(magazines.userId, input.userId));
    await recordTeamEvent(tx, 'magazine.settings', {
      magazineUserId: input.userId,
      actorUserId: actor.userId,
      data: { section: 'openContribution', fields, ...(fields.includes('enabled') ? { enabled } : {}) },
      at,
    });
  });
}
