import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { Modal } from './modal';

export type ConfirmOptions = {
  title: string;
  message: string;
  /** The label of the button that goes ahead, e.g. 'Unfollow'. Defaults to 'Confirm'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (leave, close, delete). */
  danger?: boolean;
};

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };

const confirmStore = createStore<Pending | null>(null);

/** SPEC §2 confirmation dialog: resolves true when confirmed, false when cancelled or dismissed. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    confirmStore.set((current) => {
      current?.resolve(false);
      return { ...options, resolve };
    });
  });
}

function settle(confirmed: boolean) {
  const current = confirmStore.get();
  if (!current) return;
  confirmStore.set(null);
  current.resolve(confirmed);
}

export function ConfirmDialogHost() {
  const t = useT();
  const pending = useStore(confirmStore);
  return (
    <Modal
      open={pending !== null}
      onClose={() => settle(false)}
      title={pending?.title ?? ''}
      role="alertdialog"
      className="modal-small"
      showCloseButton={false}
    >
      {pending && (
        <>
          <p className="modal-message">{pending.message}</p>
          <div className="modal-actions">
            {/* Focus starts on the safe choice (WAI-ARIA alertdialog): Enter, Enter must not unfollow
                or delete anything. */}
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={() => settle(false)}
            >
              {pending.cancelLabel ?? t('ui.cancel')}
            </button>
            <button
              type="button"
              className={pending.danger ? 'button button-danger' : 'button button-primary'}
              onClick={() => settle(true)}
            >
              {pending.confirmLabel ?? t('ui.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
