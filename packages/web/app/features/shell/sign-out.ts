import { safeReturnPath } from '@masthead/core';
import { call } from '../../lib/api';
import { browserStore, clearLovedTopics } from '../../lib/storage';
import { alert } from '../../ui/alert-popup';

/**
 * SPEC §4 Logout: clear the locally loved topics, tell the server, then load the destination whole so
 * nothing of the signed-in page stays in memory. Already signed out counts as done.
 */
export async function signOut(destination?: string): Promise<void> {
  clearLovedTopics(browserStore());
  const result = await call('POST /api/auth/logout/p.json', {}, { promptLogin: false });
  if (!result.ok && result.status !== 401) {
    await alert(result.message);
    return;
  }
  window.location.assign(safeReturnPath(destination ?? (result.ok ? result.data.redirect : undefined)));
}
