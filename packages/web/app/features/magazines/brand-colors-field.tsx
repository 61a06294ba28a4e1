import {
  BRAND_COLORS_MAX,
  joinBrandColors,
  opaqueColor,
  parseBrandColors,
  splitBrandColors,
} from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { showSnackbar } from '../../ui/snackbar';
import './business.css';

/**
 * SPEC §3/§2 Brand Colors: the business's colours, each as a colour well and its text (hex or
 * rgb()/rgba()), saved together through GET /api2/business/update's POST twin. Core checks them here
 * as the server will.
 */
export function BrandColorsField({ magazineUserId, initial }: { magazineUserId: number; initial: string }) {
  const t = useT();
  const [colors, setColors] = useState<string[]>(() => splitBrandColors(initial));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const edit = (index: number, value: string) => {
    setError(null);
    setColors((current) => current.map((color, at) => (at === index ? value : color)));
  };

  const save = async () => {
    const parsed = parseBrandColors(joinBrandColors(colors));
    if (!parsed.ok) {
      setError(t(parsed.problem));
      return;
    }
    setSaving(true);
    const result = await call('POST /api2/business/update', {
      userId: magazineUserId,
      brandColors: joinBrandColors(parsed.colors),
    });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setColors(splitBrandColors(result.data.business.brandColors));
    showSnackbar(t('magazines.brandColors.saved'));
  };

  return (
    <div className="brand-colors">
      {colors.length === 0 ? <p className="muted">{t('magazines.brandColors.empty')}</p> : null}
      <ol className="brand-color-list">
        {colors.map((color, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a colour's place is what it is (the first is the main one).
            <li key={index} className="brand-color">
              <input
                type="color"
                className="brand-color-well"
                aria-label={t('magazines.brandColors.pick', { number })}
                value={opaqueColor(color)}
                onChange={(event) => edit(index, event.target.value)}
              />
              <input
                type="text"
                className="field-input brand-color-text"
                aria-label={t('magazines.brandColors.colorOf', { number })}
                value={color}
                spellCheck={false}
                autoCapitalize="none"
                maxLength={40}
                onChange={(event) => edit(index, event.target.value)}
              />
              <button
                type="button"
                className="button button-quiet button-small"
                onClick={() => setColors((current) => current.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('magazines.brandColors.remove', { number })}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={colors.length >= BRAND_COLORS_MAX}
          onClick={() => setColors((current) => [...current, '#000000'])}
        >
          {t('magazines.brandColors.add')}
        </button>
        <BusyButton
          type="button"
          label={t('magazines.brandColors.save')}
          busyLabel={t('magazines.settings.saving')}
          busy={saving}
          onClick={save}
        />
      </div>
    </div>
  );
}
