import {
  businessSiteOrigin,
  LIMITS,
  type MagazineCreated,
  type MagazineKind,
  type TMagazineCreate,
  usernameFromName,
  ZMagazineCreate,
} from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { PhotoDropZone, type PhotoValue } from '../../ui/photo-drop-zone';
import { TextAreaField, TextField } from '../../ui/text-field';
import { type AfterSuccess, useAccountForm } from '../accounts/use-account-form';
import { KindField } from './kind-field';
import { sendStagedPictures } from './magazine-pictures';
import { useUsernameCheck } from './use-username-check';
import './business.css';

type Values = { kind: MagazineKind; displayName: string; username: string; bio: string };

const INITIAL: Values = { kind: 'business', displayName: '', username: '', bio: '' };
const toInput = (values: Values): TMagazineCreate => values;

/**
 * /create_business.html's form: kind, name, username (suggested from the name, checked as it is
 * typed), description, and a logo and cover staged in the photo drop zone, which go to the new
 * magazine once it exists.
 */
export function CreateForm({
  site,
  onCreated,
}: {
  /** How a business's site address is made (DESIGN §4). */
  site: { publicUrl: string; suffix: string };
  onCreated(created: MagazineCreated, picturesSent: boolean): AfterSuccess | Promise<AfterSuccess>;
}) {
  const { t, lang } = useI18n();
  const form = useAccountForm({ initial: INITIAL, schema: ZMagazineCreate, toInput });
  const [usernameTouched, setUsernameTouched] = useState(false);
  const [logo, setLogo] = useState<PhotoValue>(null);
  const [cover, setCover] = useState<PhotoValue>(null);
  const [sendingPictures, setSendingPictures] = useState(false);
  const { kind, username } = form.values;
  const status = useUsernameCheck(username, kind);
  const shownName = username.trim() || 'username';

  const submit = form.handleSubmit(
    (input) => call('POST /api2/magazine/create', input),
    async (created) => {
      let picturesSent = true;
      if (logo || cover) {
        setSendingPictures(true);
        picturesSent = await sendStagedPictures(created.magazine.userId, { logo, cover }, messagesFor(lang));
      }
      return onCreated(created, picturesSent);
    },
  );

  const liveError =
    status.state === 'checked' && status.check.problem && status.check.username === username.trim()
      ? t(status.check.problem)
      : undefined;
  const usernameHint =
    status.state === 'checking'
      ? t('magazines.create.usernameChecking', { username: status.username })
      : status.state === 'checked' && status.check.available
        ? `✓ ${t('magazines.create.usernameAvailable', { username: status.check.username })}`
        : t('magazines.create.usernameHint');

  return (
    <form ref={form.formRef} className="account-form create-form" noValidate onSubmit={submit}>
      <KindField
        legend={t('magazines.create.kind')}
        value={kind}
        onChange={(next) => form.setValue('kind', next)}
        username={shownName}
        siteAddress={businessSiteOrigin(shownName, site).replace(/^https?:\/\//, '')}
      />
      <TextField
        label={t('magazines.create.displayName')}
        name="displayName"
        required
        maxLength={LIMITS.displayNameMax}
        autoComplete="organization"
        value={form.values.displayName}
        hint={t('magazines.create.displayNameHint')}
        onValueChange={(value) => {
          form.setValue('displayName', value);
          if (!usernameTouched) form.setValue('username', usernameFromName(value));
        }}
        onBlur={() => form.reveal('displayName')}
        error={form.errorOf('displayName')}
      />
      <TextField
        label={t('magazines.create.username')}
        name="username"
        required
        maxLength={LIMITS.usernameFormMax}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        hint={usernameHint}
        onValueChange={(value) => {
          setUsernameTouched(true);
          form.setValue('username', value);
        }}
        onBlur={() => form.reveal('username')}
        error={form.errorOf('username') ?? liveError}
      />
      <TextAreaField
        label={t('magazines.create.description')}
        {...form.field('bio')}
        rows={3}
        hint={t('magazines.create.descriptionHint')}
        aside={
          <span
            className={form.values.bio.length > LIMITS.bioMax ? 'field-counter is-over' : 'field-counter'}
          >
            {t('accounts.profile.bioCounter', { count: form.values.bio.length, max: LIMITS.bioMax })}
          </span>
        }
      />
      <fieldset className="field-group create-pictures">
        <legend className="field-label">{t('magazines.create.pictures')}</legend>
        <p className="field-hint">{t('magazines.create.picturesHint')}</p>
        <div className="create-pictures-grid">
          <div className="picture-logo">
            <PhotoDropZone
              label={t('magazines.create.logo')}
              hint={t('magazines.create.logoHint')}
              aspect={1}
              focalPoint={false}
              value={logo}
              onChange={setLogo}
              disabled={form.sending}
            />
          </div>
          <PhotoDropZone
            label={t('magazines.create.cover')}
            hint={t('magazines.create.coverHint')}
            aspect={3}
            value={cover}
            onChange={setCover}
            disabled={form.sending}
          />
        </div>
      </fieldset>
      <div className="form-actions">
        <BusyButton
          label={t('magazines.create.submit')}
          busyLabel={
            sendingPictures ? t('magazines.create.savingPictures') : t('magazines.create.submitting')
          }
          busy={form.sending}
        />
        <Link className="button button-quiet" to="/">
          {t('ui.cancel')}
        </Link>
      </div>
      <FormAlert message={form.formError} />
    </form>
  );
}
