import {
  EMBED_FONTS,
  EMBED_TEXT_PARTS,
  type EmbedFont,
  type EmbedOptions,
  isEmbedColor,
} from '@masthead/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { ColourPicker } from '../../ui/colour-picker';
import { SelectField } from '../../ui/text-field';
import { SettingsCard } from '../accounts/settings-layout';

type Props = { options: EmbedOptions; onChange(next: EmbedOptions): void };

const FONT_NAMES = Object.keys(EMBED_FONTS) as EmbedFont[];
/** Where the picker starts while the part keeps its scheme's colour. */
const SHOWN_WHEN_DEFAULT = '#000000';

/** The fonts and colours of titles, summaries, authors, topics and dates (SPEC §3). */
export function EmbedTextStyles({ options, onChange }: Props) {
  const t = useT();
  return (
    <SettingsCard title={t('embed.section.text')}>
      <div className="embed-text-styles">
        {EMBED_TEXT_PARTS.map((part) => (
          <div key={part} className="embed-text-part">
            <SelectField
              label={t(`embed.font.${part}`)}
              name={`${part}Font`}
              value={options.fonts[part]}
              options={FONT_NAMES.map((font) => ({ value: font, label: t(`embed.font.${font}`) }))}
              onValueChange={(font) => onChange({ ...options, fonts: { ...options.fonts, [part]: font } })}
            />
            <ColorInput
              label={t(`embed.color.${part}`)}
              name={`${part}Color`}
              value={options.colors[part]}
              onChange={(color) => onChange({ ...options, colors: { ...options.colors, [part]: color } })}
            />
          </div>
        ))}
      </div>
    </SettingsCard>
  );
}

/** A part's colour through the shared colour picker (SPEC §2); '' keeps the colour scheme's own. */
function ColorInput({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange(color: string): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const shown = value || t('embed.color.default');
  return (
    <div className="embed-color">
      <span className="std-label">{label}</span>
      <div className="embed-color-row">
        <button
          type="button"
          className={
            value ? 'colour-swatch embed-color-swatch' : 'colour-swatch embed-color-swatch is-default'
          }
          style={value ? { background: value } : undefined}
          data-color-name={name}
          aria-label={t('embed.color.pick', { label, color: shown })}
          onClick={() => setOpen(true)}
        />
        <span className="embed-color-value">{shown}</span>
        <button
          type="button"
          className="button button-quiet"
          disabled={!value}
          aria-label={t('embed.color.reset', { label })}
          onClick={() => onChange('')}
        >
          {t('embed.color.default')}
        </button>
      </div>
      <ColourPicker
        open={open}
        title={label}
        value={value || SHOWN_WHEN_DEFAULT}
        brandColors={[]}
        onClose={() => setOpen(false)}
        onApply={(color) => {
          setOpen(false);
          if (isEmbedColor(color)) onChange(color);
        }}
      />
    </div>
  );
}
