/**
 * Closing a magazine or business (SPEC §7 /api2/magazine/delete; SPEC §6 'The primary owner may close a
 * business. Others may leave.'). What a closed magazine is:
 *
 * - It leaves every member's switcher and current-user `magazines`, the site's lists (search) and its
 *   profile page (404); its dashboard answers members that it is closed, and non-members 404.
 * - Its members keep their rows but no right in it (core's policy refuses 'closed'), and no session
 *   acts as it any more.
 * - Its published stories stay readable at their addresses, with the magazine shown as their publisher.
 *   Nothing is deleted.
 * - For CLOSE_UNDO_DAYS its primary owner may reopen it (the switcher's 'Closed — Reopen until {date}',
 *   the Undo of the success message, its dashboard): everything is back as it was.
 * - After that the closing is final: the housekeeping job removes its memberships (each with its audit
 *   row) and it stays a closed publisher of its stories.
 */
export const CLOSE_UNDO_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a closing can be undone. */
export const reopenDeadline = (closedAt: Date) => new Date(closedAt.getTime() + CLOSE_UNDO_DAYS * DAY_MS);

/** Closings at or before this moment are final (the housekeeping job's cutoff). */
export const finalClosingCutoff = (now: Date) => new Date(now.getTime() - CLOSE_UNDO_DAYS * DAY_MS);

/** True once the undo window has passed: the closing can no longer be undone. */
export const isClosingFinal = (closedAt: Date, now: Date) =>
  now.getTime() >= reopenDeadline(closedAt).getTime();

export type ReopenRefusal = 'not-closed' | 'final';

/**
 * The time rule of reopening (who may reopen is core's policy, right 'reopen'): only a closed magazine,
 * and only within the undo window. Time is passed in.
 */
export function reopenDecision(
  closedAt: Date | null,
  now: Date,
): { ok: true } | { ok: false; reason: ReopenRefusal } {
  if (closedAt === null) return { ok: false, reason: 'not-closed' };
  if (isClosingFinal(closedAt, now)) return { ok: false, reason: 'final' };
  return { ok: true };
}
