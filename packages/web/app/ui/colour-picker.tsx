import {
  channel,
  type Hsva,
  hexOf,
  hsvaToRgba,
  opacityFraction,
  PICKER_BLOCK_WIDTH,
  parseBrandColor,
  rgbaToHsva,
  storedColor,
  toRgba,
} from '@masthead/core';
import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { ColourBlock } from './colour-block';
import { ColourStrip } from './colour-strip';
import { Modal } from './modal';
import './colour-picker.css';

/**
 * SPEC §2 colour picker dialog: the colour block, the hue and opacity strips, the Hex, R, G, B and A
 * inputs and the Brand Colors row. SPEC §5: typed opacity is clamped to 0–100 and becomes a fraction;
 * Hex, R, G and B make one rgba value; the Hex field is refreshed on blur. Apply answers the colour as
 * stored ('#rrggbb', or '#rrggbbaa' when not opaque).
 */
type ColourPickerProps = {
  open: boolean;
  title: string;
  value: string;
  brandColors: readonly string[];
  onClose: () => void;
  onApply: (color: string) => void;
};

const hsvaOf = (color: string): Hsva => rgbaToHsva(toRgba(color) ?? { r: 0, g: 0, b: 0, a: 1 });

export function ColourPicker(props: ColourPickerProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title} className="modal-colour-picker">
      {props.open && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({ value, brandColors, onClose, onApply }: ColourPickerProps) {
  const t = useT();
  const id = useId();
  const [hsva, setHsva] = useState(() => hsvaOf(value));
  const rgba = hsvaToRgba(hsva);
  const [hexText, setHexText] = useState(() => hexOf(rgba));
  const set = (next: Hsva, refreshHex = true) => {
    setHsva(next);
    if (refreshHex) setHexText(hexOf(hsvaToRgba(next)));
  };
  const setChannel = (name: 'r' | 'g' | 'b', typed: string) =>
    set({ ...rgbaToHsva({ ...rgba, [name]: channel(typed) }), a: hsva.a });
  const typedHex = (text: string) => {
    setHexText(text);
    const parsed = parseBrandColor(text.startsWith('#') ? text : `#${text}`);
    if (parsed) set({ ...hsvaOf(parsed), a: hsva.a }, false);
  };
  const current = storedColor(rgba);
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className={`colour-input colour-input-${name}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
    </div>
  );
  const number = (name: 'r' | 'g' | 'b') =>
    field(
      name,
      t(`ui.colorPicker.${({ r: 'red', g: 'green', b: 'blue' } as const)[name]}`),
      <input
        id={`${id}-${name}`}
        type="number"
        min={0}
        max={255}
        value={rgba[name]}
        onChange={(e) => setChannel(name, e.target.value)}
      />,
    );
  return (
    <div className="colour-picker" style={{ width: PICKER_BLOCK_WIDTH }}>
      <ColourBlock
        hue={hsva.h}
        saturation={hsva.s}
        value={hsva.v}
        onChange={(s, v) => set({ ...hsva, s, v })}
      />
      <ColourStrip
        label={t('ui.colorPicker.hue')}
        className="colour-strip-hue"
        value={hsva.h / 360}
        max={360}
        background="linear-gradient(to right, red, yellow, lime, cyan, blue, magenta, red)"
        onChange={(h) => set({ ...hsva, h: Math.min(359.99, h * 360) })}
      />
      <ColourStrip
        label={t('ui.colorPicker.opacity')}
        className="colour-strip-opacity"
        value={hsva.a}
        max={100}
        background={`linear-gradient(to right, transparent, ${hexOf(rgba)})`}
        onChange={(a) => set({ ...hsva, a: Math.round(a * 100) / 100 })}
      />
      <div className="colour-inputs">
        {field(
          'hex',
          t('ui.colorPicker.hex'),
          <input
            id={`${id}-hex`}
            value={hexText}
            maxLength={7}
            spellCheck={false}
            onChange={(e) => typedHex(e.target.value)}
            onBlur={() => setHexText(hexOf(rgba))}
          />,
        )}
        {number('r')}
        {number('g')}
        {number('b')}
        {field(
          'a',
          t('ui.colorPicker.alpha'),
          <input
            id={`${id}-a`}
            type="number"
            min={0}
            max={100}
            value={Math.round(hsva.a * 100)}
            onChange={(e) => set({ ...hsva, a: opacityFraction(e.target.value) })}
          />,
        )}
      </div>
      {brandColors.length > 0 && (
        <fieldset className="colour-brand">
          <legend>{t('ui.colorPicker.brand')}</legend>
          {brandColors.map((color) => (
            <button
              key={color}
              type="button"
              className="colour-swatch"
              style={{ background: color }}
              aria-label={t('ui.colorPicker.brandColor', { color })}
              onClick={() => set(hsvaOf(color))}
            />
          ))}
        </fieldset>
      )}
      <p className="colour-selected">
        <span className="colour-swatch" style={{ background: current }} aria-hidden="true" />
        <output>{t('ui.colorPicker.selected', { color: current })}</output>
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('ui.cancel')}
        </button>
        <button type="button" className="button" onClick={() => onApply(current)}>
          {t('ui.colorPicker.apply')}
        </button>
      </div>
    </div>
  );
}
