import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { Modal } from './modal';

type QueuedAlert = { id: number; message: string; title?: string; resolve: () => void };

let nextId = 1;

const alertStore = createStore<QueuedAlert[]>([]);

/** SPEC §2 alert popup: a message with OK; alerts raised together are shown one after another. */
export function alert(message: string, options: { title?: string } = {}): Promise<void> {
  return new Promise((resolve) => {
    alertStore.set((queue) => [...queue, { id: nextId++, message, title: options.title, resolve }]);
  });
}

function dismissCurrent() {
  const [current, ...rest] = alertStore.get();
  if (!current) return;
  alertStore.set(rest);
  current.resolve();
}

export function AlertPopupHost() {
  const t = useT();
  const current = useStore(alertStore)[0];
  return (
    <Modal
      // A new key per alert re-runs the dialog's focus handling for the next one in the queue.
      key={current?.id ?? 0}
      open={current !== undefined}
      onClose={dismissCurrent}
      title={current?.title ?? t('ui.alert.title')}
      hideTitle={!current?.title}
      role="alertdialog"
      className="modal-small"
      showCloseButton={false}
    >
      {current && (
        <>
          <p className="modal-message">{current.message}</p>
          <div className="modal-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={dismissCurrent}>
              {t('ui.ok')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
