import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { CheckboxField } from '../../ui/check-field';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { SettingsCard } from './settings-layout';

/** Two-factor sign-in, switched on or off at once. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const [on, setOn] = useState(enabled);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(null);
    const result = await call('POST /api2/account/settings', { tfaEnabled: next });
    setSaving(false);
    if (result.ok) {
      showSnackbar(next ? t('settings.tfa.turnedOn') : t('settings.tfa.turnedOff'));
    } else {
      setOn(!next);
      setError(result.message);
    }
  };

  return (
    <SettingsCard title={t('settings.tfa.title')}>
      <CheckboxField
        switch
        label={t('settings.tfa.label')}
        description={t('settings.tfa.description')}
        checked={on}
        disabled={saving}
        aria-busy={saving || undefined}
        onCheckedChange={change}
      />
      <FormAlert message={error} />
    </SettingsCard>
  );
}
