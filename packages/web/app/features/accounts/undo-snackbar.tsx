import { TIMINGS } from '@masthead/core';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

export type UndoOffer = { id: number; message: string; undo(): void };

/**
 * A snackbar with an Undo button, for changes saved the moment they are made. It waits SPEC's
 * snackbar time, and longer while the pointer or the keyboard focus is on Undo, so it can be reached.
 */
export function UndoSnackbar({ offer, onClose }: { offer: UndoOffer | null; onClose(): void }) {
  const t = useT();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!offer || held) return;
    const timer = window.setTimeout(onClose, TIMINGS.snackbarMs);
    return () => window.clearTimeout(timer);
  }, [offer, held, onClose]);

  return (
    <div className="undo-region" role="status" aria-live="polite">
      {offer ? (
        <div key={offer.id} className="undo-snackbar">
          <span>{offer.message}</span>
          <button
            type="button"
            className="undo-button"
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
            onClick={() => {
              setHeld(false);
              offer.undo();
            }}
          >
            {t('settings.undo')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
