import type { MessageKey, TourName } from '@masthead/core';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { type TourControl, useTour } from './use-tour';
import './tour.css';

const TEXTS: Record<string, { title: MessageKey; text: MessageKey }> = {
  'reader.vote': { title: 'tour.reader.vote.title', text: 'tour.reader.vote.text' },
  'reader.save': { title: 'tour.reader.save.title', text: 'tour.reader.save.text' },
  'reader.follow': { title: 'tour.reader.follow.title', text: 'tour.reader.follow.text' },
  'writer.title': { title: 'tour.writer.title.title', text: 'tour.writer.title.text' },
  'writer.body': { title: 'tour.writer.body.title', text: 'tour.writer.body.text' },
  'writer.publish': { title: 'tour.writer.publish.title', text: 'tour.writer.publish.text' },
};

const TourContext = createContext<TourControl | null>(null);

/**
 * SPEC §4 first-run tour around a screen: its steps show in the slots the screen places beside what
 * they explain (in the page's flow, so nothing is covered), one at a time, skippable, never twice.
 */
export function TourProvider({
  tour,
  enabled = true,
  children,
}: {
  tour: TourName;
  enabled?: boolean;
  children: ReactNode;
}) {
  const viewer = useViewer();
  const control = useTour(tour, viewer?.userId ?? null, enabled);
  return <TourContext.Provider value={control}>{children}</TourContext.Provider>;
}

/** Where the tour's card shows when its current step is one of `steps`. */
export function TourSlot({ steps }: { steps: readonly string[] }) {
  const control = useContext(TourContext);
  if (!control?.current || !steps.includes(control.current)) return null;
  return <TourCard key={control.current} control={control} step={control.current} />;
}

function TourCard({ control, step }: { control: TourControl; step: string }) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const advanced = control.advanced;
  const texts = TEXTS[`${control.tour}.${step}`];

  // After "Next tip" the next card may be elsewhere on the page: bring it into view and focus it.
  useEffect(() => {
    if (!advanced) return;
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus();
  }, [advanced]);

  // The card goes away on the last step or a skip: focus moves to what it explained, else the page.
  const leave = (action: () => void) => () => {
    const before = ref.current?.previousElementSibling;
    const target =
      before?.querySelector<HTMLElement>(
        'a[href], button:not([disabled]), input, textarea, [contenteditable="true"]',
      ) ?? document.getElementById('main');
    action();
    target?.focus();
  };

  if (!texts) return null;
  const last = control.index === control.total - 1;
  return (
    <section
      ref={ref}
      className="tour-card"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-tour-step={`${control.tour}.${step}`}
    >
      <p className="tour-count">
        <span className="visually-hidden">{t('tour.label')}: </span>
        {t('tour.count', { n: control.index + 1, total: control.total })}
      </p>
      <h2 id={titleId} className="tour-title">
        {t(texts.title)}
      </h2>
      <p className="tour-text">{t(texts.text)}</p>
      <div className="tour-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={last ? leave(control.next) : control.next}
        >
          {last ? t('tour.done') : t('tour.next')}
        </button>
        {!last && (
          <button type="button" className="button button-quiet" onClick={leave(control.skip)}>
            {t('tour.skip')}
          </button>
        )}
      </div>
    </section>
  );
}
