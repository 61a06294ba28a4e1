import { type MessageKey, type OpenContributionSettingsView, ZOpenContributionUpdate } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { checkWithSchema, failureToFormErrors } from '../accounts/form-errors';
import { SettingsCard } from '../accounts/settings-layout';
import { focusFirstError } from '../compose/focus-errors';
import { CardFields } from './card-fields';
import { ContributionCard } from './contribution-card';
import { EnabledSwitch } from './enabled-switch';
import { MessageFields } from './message-fields';
import { inputOf, previewOf, REQUEST_FIELD, type SettingsValues, valuesOf } from './settings-values';

/**
 * The open-contribution settings: the switch, the card's fields and the popups' messages, saved
 * together, beside a live preview of the card. Read-only for members without changeSettings; a page
 * with unsaved changes asks before it is left.
 */
export function ContributionSettingsForm({ initial }: { initial: OpenContributionSettingsView }) {
  const t = useT();
  const [view, setView] = useState(initial);
  const [saved, setSaved] = useState(() => valuesOf(initial));
  const [values, setValues] = useState(saved);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const previewId = useId();
  const readOnly = !view.abilities.changeSettings;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: Partial<SettingsValues>) => {
    setValues((current) => ({ ...current, ...next }));
    // A field's error goes once it is changed.
    setErrors((current) => {
      const left = { ...current };
      for (const key of Object.keys(next) as (keyof SettingsValues)[]) delete left[REQUEST_FIELD[key]];
      return left;
    });
  };

  const fail = (fields: Record<string, string>, message: string | null) => {
    setErrors(fields);
    setFormError(message);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  async function save() {
    const input = inputOf(view.magazine.userId, values);
    const check = checkWithSchema(ZOpenContributionUpdate, input);
    if (!check.ok)
      return fail(
        Object.fromEntries(Object.entries(check.fields).map(([name, key]) => [name, t(key)])),
        null,
      );
    setSaving(true);
    const result = await call('POST /api2/magazine/open-contribution', input);
    setSaving(false);
    if (!result.ok) {
      const mapped = failureToFormErrors(result.error, Object.keys(input), {
        message: result.message,
        translate: (message) => t(message as MessageKey),
      });
      return fail(mapped.fields, mapped.form);
    }
    const next = valuesOf(result.data);
    setView(result.data);
    setSaved(next);
    setValues(next);
    // The editors start again from the messages as the server stored them.
    setVersion((n) => n + 1);
    setErrors({});
    setFormError(null);
    showSnackbar(t('openContribution.settings.saved'));
  }

  return (
    <div className="oc-settings-layout">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SettingsCard title={t('openContribution.settings.switchSection')}>
          <EnabledSwitch
            view={view}
            onChanged={(enabled) => setView((current) => ({ ...current, enabled }))}
          />
        </SettingsCard>
        <SettingsCard title={t('openContribution.settings.cardSection')}>
          <CardFields values={values} change={change} errors={errors} readOnly={readOnly} />
        </SettingsCard>
        <SettingsCard
          title={t('openContribution.settings.messagesSection')}
          description={t('openContribution.settings.messagesHint')}
        >
          <MessageFields key={version} values={values} change={change} errors={errors} readOnly={readOnly} />
        </SettingsCard>
        {!readOnly && (
          <div className="oc-save-bar">
            <BusyButton
              label={t('magazines.settings.save')}
              busyLabel={t('magazines.settings.saving')}
              busy={saving}
            />
            <FormAlert message={formError} />
          </div>
        )}
      </form>
      <aside className="oc-settings-preview" aria-labelledby={previewId}>
        <h2 id={previewId}>{t('openContribution.settings.preview')}</h2>
        <p>{t('openContribution.settings.previewHint')}</p>
        {!view.enabled && <p className="oc-preview-off">{t('openContribution.settings.previewOff')}</p>}
        <ContributionCard card={previewOf(view, values)} preview />
      </aside>
    </div>
  );
}
