import { TIMINGS } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { useClearPlacement } from './use-clear-placement';

export type Reminder = {
  message: string;
  title?: string;
  /** An optional way to act on the reminder, e.g. { label: 'Import your blog', href: '/…' }. */
  action?: { label: string; href: string };
};

type ReminderState = (Reminder & { id: number }) | null;

const reminderStore = createStore<ReminderState>(null);
let nextId = 1;

/** SPEC §2/§9 reminder toast: hides after 6 s, or 5 s after the pointer leaves it, then fades in 2 s. */
export function showReminder(reminder: Reminder): void {
  reminderStore.set({ ...reminder, id: nextId++ });
}

export function ReminderToastHost() {
  const current = useStore(reminderStore);
  return current ? <ReminderToast key={current.id} reminder={current} /> : null;
}

/** Where styles.css puts the reminder above the window's bottom edge. */
const REMINDER_BOTTOM_PX = 16;

function ReminderToast({ reminder }: { reminder: Reminder }) {
  const t = useT();
  const [fading, setFading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const box = useRef<HTMLElement>(null);
  const placement = useClearPlacement(box, true, { bottomGap: REMINDER_BOTTOM_PX, align: 'right' });

  const clear = () => window.clearTimeout(timer.current);
  const schedule = (delayMs: number) => {
    clear();
    timer.current = window.setTimeout(() => {
      setFading(true);
      timer.current = window.setTimeout(() => reminderStore.set(null), TIMINGS.reminderFadeMs);
    }, delayMs);
  };
  const hold = () => {
    clear();
    setFading(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first countdown starts once, on show.
  useEffect(() => {
    schedule(TIMINGS.reminderHideMs);
    return clear;
  }, []);

  return (
    <aside
      ref={box}
      className={fading ? 'reminder-toast is-fading' : 'reminder-toast'}
      style={{ ...placement, transitionDuration: `${TIMINGS.reminderFadeMs}ms` }}
      aria-label={reminder.title ?? t('ui.reminder.label')}
      // Pointer or keyboard focus inside holds the reminder; leaving starts the shorter countdown.
      onMouseEnter={hold}
      onMouseLeave={() => schedule(TIMINGS.reminderAfterLeaveMs)}
      onFocus={hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) schedule(TIMINGS.reminderAfterLeaveMs);
      }}
    >
      <div role="status">
        {reminder.title && <p className="reminder-title">{reminder.title}</p>}
        <p className="reminder-message">{reminder.message}</p>
      </div>
      <div className="reminder-actions">
        {reminder.action && (
          <Link
            className="button button-small button-primary"
            to={reminder.action.href}
            onClick={() => reminderStore.set(null)}
          >
            {reminder.action.label}
          </Link>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('ui.dismiss')}
          onClick={() => reminderStore.set(null)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
