import {
  EMBED_FONTS,
  EMBED_TEXT_PARTS,
  type EmbedFont,
  type EmbedOptions,
  isEmbedColor,
} from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { SelectField } from '../../ui/text-field';
import { SettingsCard } from '../accounts/settings-layout';

type Props = { options: EmbedOptions; onChange(next: EmbedOptions): void };

const FONT_NAMES = Object.keys(EMBED_FONTS) as EmbedFont[];
/** What a colour input shows while the part keeps its scheme's colour. */
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
  const id = useId();
  const shown = /^#[0-9a-f]{6}$/i.test(value) ? value : SHOWN_WHEN_DEFAULT;
  return (
    <div className="embed-color">
      <label htmlFor={id} className="std-label">
        {label}
      </label>
      <div className="embed-color-row">
        <input
          id={id}
          name={name}
          type="color"
          className="embed-color-input"
          value={shown}
          onChange={(event) => {
            if (isEmbedColor(event.target.value)) onChange(event.target.value);
          }}
        />
        <span className="embed-color-value">{value || t('embed.color.default')}</span>
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
    </div>
  );
}
