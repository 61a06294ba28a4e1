import { PICKER_BLOCK_WIDTH } from '@masthead/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '../lib/i18n';

/**
 * The colour block (SPEC §9: 300 wide): saturation left to right, brightness bottom to top, for the
 * hue chosen on the strip. A two-way slider: left and right arrows change the saturation, up and down
 * the brightness (Shift: ten steps); its value is said as both.
 */
export function ColourBlock({
  hue,
  saturation,
  value,
  onChange,
}: {
  hue: number;
  saturation: number;
  value: number;
  onChange: (saturation: number, value: number) => void;
}) {
  const t = useT();
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-by, 0],
      ArrowRight: [by, 0],
      ArrowUp: [0, by],
      ArrowDown: [0, -by],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(clamp(saturation + move[0]), clamp(value + move[1]));
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    else if (event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange(
      clamp((event.clientX - box.left) / box.width),
      clamp(1 - (event.clientY - box.top) / box.height),
    );
  };
  const s = Math.round(saturation * 100);
  const v = Math.round(value * 100);
  return (
    <div
      className="colour-block"
      role="slider"
      tabIndex={0}
      aria-label={t('ui.colorPicker.block')}
      aria-description={t('ui.colorPicker.blockHint')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={s}
      aria-valuetext={t('ui.colorPicker.blockValue', { s, v })}
      style={{ width: PICKER_BLOCK_WIDTH, backgroundColor: `hsl(${hue} 100% 50%)` }}
      onKeyDown={onKeyDown}
      onPointerDown={fromPointer}
      onPointerMove={fromPointer}
    >
      <span className="colour-block-handle" style={{ left: `${s}%`, top: `${100 - v}%` }} />
    </div>
  );
}
