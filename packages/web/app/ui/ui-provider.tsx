import type { ReactNode } from 'react';
import { AlertPopupHost } from './alert-popup';
import { BackToTop } from './back-to-top';
import { ConfirmDialogHost } from './confirm-dialog';
import { ReminderToastHost } from './reminder-toast';
import { SnackbarHost } from './snackbar';

/**
 * Mounts the hosts behind the imperative interface pieces: `showSnackbar`, `alert`, `confirm` and
 * `showReminder` work from any component or event handler once this is on the page.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <BackToTop />
      <ReminderToastHost />
      <SnackbarHost />
      <ConfirmDialogHost />
      <AlertPopupHost />
    </>
  );
}
