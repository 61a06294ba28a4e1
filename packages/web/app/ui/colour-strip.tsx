import { PICKER_STRIP_HEIGHT, stripPosition, stripValue } from '@masthead/core';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';

/**
 * A strip of the colour picker (hue or opacity): SPEC §9's 30 px high, with the 0.05 dead zone at both
 * ends (core's stripValue). A slider for assistive technology; arrow keys move it (Shift: ten steps),
 * Home and End go to its ends.
 */
type StripProps = {
  label: string;
  /** 0–1 along the strip. */
  value: number;
  onChange: (value: number) => void;
  /** What a screen reader says of the value (its number is 0–max). */
  max: number;
  background: string;
  className?: string;
};

export function ColourStrip({ label, value, onChange, max, background, className }: StripProps) {
  const step = 1 / max;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = event.shiftKey ? step * 10 : step;
    const next = {
      ArrowRight: value + by,
      ArrowUp: value + by,
      ArrowLeft: value - by,
      ArrowDown: value - by,
      Home: 0,
      End: 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(Math.min(1, Math.max(0, next)));
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    else if (event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange(stripValue((event.clientX - box.left) / box.width));
  };
  return (
    <div
      className={`colour-strip ${className ?? ''}`}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(value * max)}
      aria-orientation="horizontal"
      style={{ background, height: PICKER_STRIP_HEIGHT } as CSSProperties}
      onKeyDown={onKeyDown}
      onPointerDown={fromPointer}
      onPointerMove={fromPointer}
    >
      <span className="colour-strip-handle" style={{ left: `${stripPosition(value) * 100}%` }} />
    </div>
  );
}
