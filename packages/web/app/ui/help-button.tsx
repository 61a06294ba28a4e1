import { TIMINGS } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';

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

  return (
    <span className="help-button-wrap">
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
          if (onClick) onClick();
          else setShown((value) => !value);
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={tipId} role="tooltip" className={shown ? 'hover-tip is-shown' : 'hover-tip'}>
        {tip}
      </span>
    </span>
  );
}
