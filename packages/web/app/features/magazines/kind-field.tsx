import { MAGAZINE_KINDS, type MagazineKind } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import './business.css';

/**
 * Magazine or business, as two radio cards that say what each is: a team page at /@{username}, or
 * one with a site of its own at its address.
 */
export function KindField({
  value,
  onChange,
  legend,
  username,
  siteAddress,
  disabled,
  error,
}: {
  value: MagazineKind;
  onChange(kind: MagazineKind): void;
  legend: string;
  /** Shown in the hints (a placeholder while none is typed). */
  username: string;
  siteAddress: string;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const hints: Record<MagazineKind, string> = {
    magazine: t('magazines.kind.magazineHint', { username }),
    business: t('magazines.kind.businessHint', { address: siteAddress }),
  };
  return (
    <fieldset
      className="field-group kind-field"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="kind-options">
        {MAGAZINE_KINDS.map((kind) => (
          <label key={kind} className={value === kind ? 'kind-option is-chosen' : 'kind-option'}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={value === kind}
              disabled={disabled}
              aria-describedby={`${id}-${kind}`}
              onChange={() => onChange(kind)}
            />
            <span className="kind-option-text">
              <span className="kind-option-name">{t(`magazines.kind.${kind}`)}</span>
              <span id={`${id}-${kind}`} className="kind-option-hint">
                {hints[kind]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
