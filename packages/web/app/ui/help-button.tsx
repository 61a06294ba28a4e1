import { TIMINGS } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';

/** The tip keeps this far from the screen's edges. */
const EDGE_PX = 8;

type HelpButtonProps = {
  /** The tip shown on hover (after 600 ms) and on keyboard focus. */
  tip: string;
  /** What the button opens (a tour, a help page); without it the button only shows the tip. */
  onClick?: () => void;
  label?: string;
};

/** SPEC §2 feature-discovery help button. */
export function HelpButton({ tip, onClick, label }: HelpButtonProps) {
  const t = useT();
  const tipId = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const cancel = () => window.clearTimeout(timer.current);
  const showLater = () => {
    cancel();
    timer.current = window.setTimeout(() => setShown(true), TIMINGS.hoverTipMs);
  };
  const hide = () => {
    cancel();
    setShown(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Centred on the button, but kept inside the screen (a button near an edge on a phone).
  const wrap = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tip = tipRef.current;
    const box = wrap.current?.getBoundingClientRect();
    if (!shown || !tip || !box) return;
    const width = tip.offsetWidth;
    const left = Math.min(
      Math.max(EDGE_PX, box.left + box.width / 2 - width / 2),
      document.documentElement.clientWidth - width - EDGE_PX,
    );
    tip.style.left = `${left - box.left}px`;
    tip.style.transform = 'none';
  }, [shown]);

  return (
    <span className="help-button-wrap" ref={wrap}>
      <button
        onMouseEnter={showLater}
        onMouseLeave={hide}
        type="button"
        className="help-button"
        aria-label={label ?? t('ui.help')}
        aria-describedby={tipId}
        onFocus={() => setShown(true)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
        onClick={() => {
          // A click (or a tap, which focuses first) keeps the tip shown; leaving or Escape hides it.
          if (onClick) onClick();
          else setShown(true);
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={tipId} ref={tipRef} role="tooltip" className={shown ? 'hover-tip is-shown' : 'hover-tip'}>
        {tip}
      </span>
    </span>
  );
}
