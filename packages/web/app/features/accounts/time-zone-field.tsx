import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { SelectField } from '../../ui/text-field';
import { browserTimeZone, timeZoneChoices } from './time-zone';

/** SPEC §9: the weekly newsletter comes on Friday at 5pm on this clock; UTC until one is chosen. */
export function TimeZoneField({ initial }: { initial: string | null }) {
  const t = useT();
  const [zone, setZone] = useState(initial);
  const [detected, setDetected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's list of zones may not be the browser's: the full list comes once in the browser.
  const [choices, setChoices] = useState(() => [...new Set(['UTC', ...(initial ? [initial] : [])])]);
  useEffect(() => {
    setDetected(browserTimeZone());
    setChoices(timeZoneChoices(initial));
  }, [initial]);

  const save = async (next: string | null) => {
    const previous = zone;
    setZone(next);
    setBusy(true);
    setError(null);
    const result = await call('POST /api2/account/timezone', { timeZone: next });
    setBusy(false);
    if (!result.ok) {
      setZone(previous);
      setError(result.message);
      return;
    }
    showSnackbar(t('settings.saved'));
  };

  const options = choices.map((name) => ({ value: name, label: name.replaceAll('_', ' ') }));
  return (
    <div className="time-zone-field">
      <SelectField
        label={t('settings.timeZone.label')}
        name="timeZone"
        value={zone ?? 'UTC'}
        options={options}
        disabled={busy}
        hint={t('settings.timeZone.hint')}
        onValueChange={(next) => save(next === 'UTC' ? null : next)}
      />
      {detected && detected !== (zone ?? 'UTC') && (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => save(detected)}
        >
          {t('settings.timeZone.useDetected', { zone: detected.replaceAll('_', ' ') })}
        </button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
