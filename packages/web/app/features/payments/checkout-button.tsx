import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useViewer } from '../../lib/root-data';
import { useLoginPrompt } from '../shell/login-prompt';
import type { CheckoutTarget } from './checkout-dialog';

/** The checkout loads when a reader first opens it, not with every page. */
const CheckoutDialog = lazy(() =>
  import('./checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
);

/**
 * A button that opens the checkout for a donation or a premium story; guests get the login prompt
 * (paying needs an account: receipts and unlocks belong to a person).
 */
export function CheckoutButton({
  target,
  className = 'button button-primary',
  children,
}: {
  target: CheckoutTarget;
  className?: string;
  children: ReactNode;
}) {
  const viewer = useViewer();
  const { openLoginPrompt } = useLoginPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => (viewer ? setOpen(true) : openLoginPrompt('signin'))}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CheckoutDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
