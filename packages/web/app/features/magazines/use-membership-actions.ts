import { useRevalidator } from 'react-router';
import type { ApiResult } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { alert } from '../../ui/alert-popup';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { closeMagazine, leaveMagazine, reopenMagazine } from './magazines-api';

/** The business a leave, close or reopen is about. */
export type MembershipTarget = { magazineUserId: number; name: string };

/**
 * SPEC §4: a leave or close is blocked while a previous one is in progress, wherever it was started
 * (the switcher, the team page): one flag for the whole page.
 */
let inFlight = false;

/**
 * Leave, close and reopen a business with SPEC §8's texts: the confirmation, the success message
 * (closing offers Undo, which reopens), 'We are currently processing…' while one is in flight, and
 * 'Sorry, server cannot process…' when the server fails. Each resolves true when the change was made;
 * the page's data is then read again (the header, the switcher's magazines).
 */
export function useMembershipActions() {
  const t = useT();
  const revalidator = useRevalidator();

  /** Runs one request unless another is in flight; shows the failure; true when it succeeded. */
  async function guarded<T>(request: () => Promise<ApiResult<T>>): Promise<boolean> {
    if (inFlight) {
      await alert(t('switcher.busy'));
      return false;
    }
    inFlight = true;
    let result: ApiResult<T>;
    try {
      result = await request();
    } finally {
      inFlight = false;
    }
    if (result.ok) {
      void revalidator.revalidate();
      return true;
    }
    // A refusal says why (e.g. 'Access Deny'); a failure of the server or the network says SPEC's text.
    const failed = result.status === 0 || result.status >= 500;
    await alert(failed ? t('switcher.serverFailed') : result.message);
    return false;
  }

  async function confirmed(message: string, label: string): Promise<boolean> {
    if (inFlight) {
      await alert(t('switcher.busy'));
      return false;
    }
    return confirm({ title: label, message, confirmLabel: label, danger: true });
  }

  async function reopen(target: MembershipTarget): Promise<boolean> {
    const done = await guarded(() => reopenMagazine(target.magazineUserId));
    if (done) showSnackbar(t('switcher.reopened', { name: target.name }));
    return done;
  }

  async function leave(target: MembershipTarget): Promise<boolean> {
    const label = t('switcher.leaveBusiness');
    if (!(await confirmed(t('switcher.leaveConfirm', { name: target.name }), label))) return false;
    const done = await guarded(() => leaveMagazine(target.magazineUserId));
    if (done) showSnackbar(t('switcher.left', { name: target.name }));
    return done;
  }

  async function close(target: MembershipTarget): Promise<boolean> {
    const label = t('switcher.closeBusiness');
    if (!(await confirmed(t('switcher.closeConfirm', { name: target.name }), label))) return false;
    const done = await guarded(() => closeMagazine(target.magazineUserId));
    // Losing a business by a slip would hurt: the message offers Undo for as long as it shows.
    if (done)
      showSnackbar(t('switcher.deleted', { name: target.name }), {
        label: t('switcher.undo'),
        run: () => void reopen(target),
      });
    return done;
  }

  return { leave, close, reopen };
}
