import {
  type BusinessInfo,
  businessSiteOrigin,
  LIMITS,
  type MagazineKind,
  type MagazineSettingsView,
  type TMagazineSettings,
  ZMagazineSettings,
} from '@masthead/core';
import { useCallback } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextAreaField, TextField } from '../../ui/text-field';
import { useAccountForm } from '../accounts/use-account-form';
import { KindField } from './kind-field';

type Values = {
  displayName: string;
  bio: string;
  bioConnect: string;
  bioCreate: string;
  website: string;
  kind: MagazineKind;
};

const valuesOf = (magazine: BusinessInfo): Values => ({
  displayName: magazine.displayName,
  bio: magazine.bio,
  bioConnect: magazine.bioConnect,
  bioCreate: magazine.bioCreate,
  website: magazine.website,
  kind: magazine.kind,
});

/**
 * A magazine's profile settings: name, the bio and its per-flavour versions (SPEC §3 bioConnect,
 * bioCreate), website and kind. Read-only for members without changeSettings.
 */
export function SettingsForm({
  magazine,
  canChange,
  site,
  onSaved,
}: {
  magazine: BusinessInfo;
  canChange: boolean;
  site: { publicUrl: string; suffix: string };
  onSaved(settings: MagazineSettingsView): void;
}) {
  const t = useT();
  const toInput = useCallback(
    (values: Values): TMagazineSettings => ({ userId: magazine.userId, ...values }),
    [magazine.userId],
  );
  const form = useAccountForm({ initial: valuesOf(magazine), schema: ZMagazineSettings, toInput });
  const submit = form.handleSubmit(
    (input) => call('POST /api2/magazine/settings', input),
    (settings) => {
      form.reset(valuesOf(settings.magazine));
      onSaved(settings);
      return undefined;
    },
  );
  const counter = (length: number) => (
    <span className={length > LIMITS.bioMax ? 'field-counter is-over' : 'field-counter'}>
      {t('accounts.profile.bioCounter', { count: length, max: LIMITS.bioMax })}
    </span>
  );
  const readOnly = !canChange;

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <TextField
        label={t('magazines.create.displayName')}
        {...form.field('displayName')}
        required
        readOnly={readOnly}
        maxLength={LIMITS.displayNameMax}
      />
      <TextAreaField
        label={t('magazines.settings.bio')}
        {...form.field('bio')}
        readOnly={readOnly}
        rows={3}
        aside={counter(form.values.bio.length)}
      />
      <TextAreaField
        label={t('magazines.settings.bioConnect')}
        {...form.field('bioConnect')}
        readOnly={readOnly}
        rows={2}
        hint={t('magazines.settings.flavourBioHint')}
        aside={counter(form.values.bioConnect.length)}
      />
      <TextAreaField
        label={t('magazines.settings.bioCreate')}
        {...form.field('bioCreate')}
        readOnly={readOnly}
        rows={2}
        hint={t('magazines.settings.flavourBioHint')}
        aside={counter(form.values.bioCreate.length)}
      />
      <TextField
        label={t('magazines.settings.website')}
        {...form.field('website')}
        readOnly={readOnly}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://"
        maxLength={LIMITS.websiteMax}
      />
      <KindField
        legend={t('magazines.settings.kind')}
        value={form.values.kind}
        onChange={(kind) => form.setValue('kind', kind)}
        username={magazine.username}
        siteAddress={businessSiteOrigin(magazine.username, site).replace(/^https?:\/\//, '')}
        disabled={readOnly}
        error={form.errorOf('kind')}
      />
      {canChange && (
        <>
          <div className="form-actions">
            <BusyButton
              label={t('magazines.settings.save')}
              busyLabel={t('magazines.settings.saving')}
              busy={form.sending}
            />
          </div>
          <FormAlert message={form.formError} />
        </>
      )}
    </form>
  );
}
