import type { OpenContributionSettingsView } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { CheckboxField } from '../../ui/check-field';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';

/** 'Take stories from anyone': a switch that applies at once (the rest of the page saves together). */
export function EnabledSwitch({
  view,
  onChanged,
}: {
  view: OpenContributionSettingsView;
  onChanged(enabled: boolean): void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (enabled: boolean) => {
    setBusy(true);
    setError(null);
    onChanged(enabled);
    const result = await call('POST /api2/magazine/open-contribution', {
      userId: view.magazine.userId,
      enabled,
    });
    setBusy(false);
    if (!result.ok) {
      onChanged(!enabled);
      setError(result.message);
      return;
    }
    showSnackbar(t('openContribution.settings.saved'));
  };
  return (
    <>
      <CheckboxField
        switch
        label={t('openContribution.settings.enabled')}
        description={t('openContribution.settings.enabledHint')}
        checked={view.enabled}
        disabled={busy || !view.abilities.changeSettings}
        onCheckedChange={(enabled) => void change(enabled)}
      />
      <FormAlert message={error} />
    </>
  );
}
