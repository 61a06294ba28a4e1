import {
  LANGUAGE_NAMES,
  LIMITS,
  type TUpdateProfile,
  UI_LANGUAGES,
  type UiLanguage,
  withEnglish,
  ZUpdateProfile,
} from '@masthead/core';
import type { ReactNode } from 'react';
import { call } from '../../lib/api';
import { htmlLang, useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { CheckboxField } from '../../ui/check-field';
import { FormAlert } from '../../ui/form-alert';
import { TextAreaField, TextField } from '../../ui/text-field';
import { type AfterSuccess, useAccountForm } from './use-account-form';

export type ProfileValues = {
  displayName: string;
  bio: string;
  bioConnect: string;
  bioCreate: string;
  website: string;
  twitter: string;
  langs: readonly UiLanguage[];
};

const toInput = (values: ProfileValues): TUpdateProfile => ({
  displayName: values.displayName,
  bio: values.bio,
  bioConnect: values.bioConnect,
  bioCreate: values.bioCreate,
  website: values.website,
  twitter: values.twitter,
  langs: withEnglish(values.langs),
});

type Props = {
  initial: ProfileValues;
  /** Create profile (after sign-up) or profile edit. */
  route: 'POST /api2/account/profile/create' | 'POST /api2/account/profile';
  submitLabel: string;
  busyLabel: string;
  onSaved(values: ProfileValues): AfterSuccess;
  /** Beside the submit button (e.g. 'Skip for now'). */
  secondaryAction?: ReactNode;
  /** Follows the display name as it is typed (the photo placeholder shows its initial). */
  onNameChange?(displayName: string): void;
};

/** Display name, bio, website and feed languages: the fields create profile and profile edit share. */
export function ProfileForm({
  initial,
  route,
  submitLabel,
  busyLabel,
  onSaved,
  secondaryAction,
  onNameChange,
}: Props) {
  const t = useT();
  const form = useAccountForm({ initial, schema: ZUpdateProfile, toInput });

  const submit = form.handleSubmit(
    (data) => call(route, data),
    () => onSaved(form.values),
  );

  const toggleLanguage = (code: UiLanguage, checked: boolean) =>
    form.setValue(
      'langs',
      checked ? withEnglish([...form.values.langs, code]) : form.values.langs.filter((lang) => lang !== code),
    );

  const counter = (length: number) => (
    <span className={length > LIMITS.bioMax ? 'field-counter is-over' : 'field-counter'}>
      {t('accounts.profile.bioCounter', { count: length, max: LIMITS.bioMax })}
    </span>
  );
  // Profile edit also holds the per-flavour bios (SPEC §3) and the microblog handle (share object).
  const extended = route === 'POST /api2/account/profile';

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <TextField
        label={t('accounts.profile.displayName')}
        name="displayName"
        autoComplete="name"
        maxLength={LIMITS.displayNameMax}
        required
        value={form.values.displayName}
        onValueChange={(value) => {
          form.setValue('displayName', value);
          onNameChange?.(value);
        }}
        onBlur={() => form.reveal('displayName')}
        error={form.errorOf('displayName')}
      />
      <TextAreaField
        label={t('accounts.profile.bio')}
        {...form.field('bio')}
        rows={4}
        hint={t('accounts.profile.bioHint')}
        aside={counter(form.values.bio.length)}
      />
      {extended && (
        <>
          <TextAreaField
            label={t('accounts.profile.bioConnect')}
            {...form.field('bioConnect')}
            rows={2}
            hint={t('accounts.profile.bioFlavourHint')}
            aside={counter(form.values.bioConnect.length)}
          />
          <TextAreaField
            label={t('accounts.profile.bioCreate')}
            {...form.field('bioCreate')}
            rows={2}
            hint={t('accounts.profile.bioFlavourHint')}
            aside={counter(form.values.bioCreate.length)}
          />
        </>
      )}
      <TextField
        label={t('accounts.profile.website')}
        {...form.field('website')}
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://"
        maxLength={LIMITS.websiteMax}
      />
      {extended && (
        <TextField
          label={t('accounts.profile.twitter')}
          {...form.field('twitter')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@"
          maxLength={16}
          hint={t('accounts.profile.twitterHint')}
        />
      )}
      <fieldset className="field-group">
        <legend className="field-label">{t('accounts.profile.langs')}</legend>
        <p className="field-hint">{t('accounts.profile.langsHint')}</p>
        <div className="check-grid">
          {UI_LANGUAGES.map((code) => (
            <CheckboxField
              key={code}
              label={<span lang={htmlLang(code)}>{LANGUAGE_NAMES[code]}</span>}
              name="langs"
              value={code}
              checked={code === 'en' || form.values.langs.includes(code)}
              disabled={code === 'en'}
              onCheckedChange={(checked) => toggleLanguage(code, checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <BusyButton label={submitLabel} busyLabel={busyLabel} busy={form.sending} />
        {secondaryAction}
      </div>
      <FormAlert message={form.formError} />
    </form>
  );
}
