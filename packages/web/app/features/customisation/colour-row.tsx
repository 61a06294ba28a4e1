import type { ColorKey } from '@masthead/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { ColourPicker } from '../../ui/colour-picker';
import type { Customisation } from './use-customisation';

/** One colour of the page: its name, its swatch, and the colour picker to change it. */
export function ColourRow({ name, customisation }: { name: ColorKey; customisation: Customisation }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const color = customisation.settings.styles[name];
  const label = t(`customisation.color.${name}`);
  return (
    <li className="customise-colour">
      <span>{label}</span>
      <button
        type="button"
        className="colour-swatch customise-swatch"
        style={{ background: color }}
        aria-label={t('customisation.color.pick', { name: label, color })}
        data-style-key={name}
        onClick={() => setOpen(true)}
      />
      <ColourPicker
        open={open}
        title={label}
        value={color}
        brandColors={customisation.payload.brandColors}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          setOpen(false);
          customisation.change({ styles: { [name]: next } });
        }}
      />
    </li>
  );
}

/** A list of colour rows (a design tab's colours). */
export function ColourRows({
  keys,
  customisation,
}: {
  keys: readonly ColorKey[];
  customisation: Customisation;
}) {
  return (
    <ul className="customise-colours">
      {keys.map((key) => (
        <ColourRow key={key} name={key} customisation={customisation} />
      ))}
    </ul>
  );
}
