import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n';

type ModalProps = {
  open: boolean;
  /** Escape, the close button and a click on the backdrop ask to close. */
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog for assistive technology). */
  hideTitle?: boolean;
  className?: string;
  /** alertdialog for confirmations and alerts that need an answer. */
  role?: 'dialog' | 'alertdialog';
  showCloseButton?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The base of every popup: a native modal <dialog>, so the page behind is inert, the dialog sits in the
 * top layer and Escape cancels. Tab wraps inside it, and focus returns where it was on close.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  className,
  role = 'dialog',
  showCloseButton = true,
  children,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const autofocus = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    (autofocus ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal-body">
          <div className="modal-header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
              {title}
            </h2>
            {showCloseButton && (
              <button
                type="button"
                className="icon-button modal-close"
                aria-label={t('ui.close')}
                onClick={() => onClose()}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
