import { INVITABLE_ROLES, type InvitationsView, isValidEmail, LIMITS } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { DEFAULT_EXPIRY, ExpiryField, RoleField, startingRole, useFieldError } from './invitation-fields';
import { inviteByEmail } from './invitations-api';

type Props = {
  magazineUserId: number;
  view: InvitationsView;
  onClose(): void;
  onDone(view: InvitationsView, email: string): void;
};

type EmailRole = (typeof INVITABLE_ROLES.email)[number];

/** Invite by email: an address, a role the viewer may give, and how long the invitation stays open. */
export function InviteEmailDialog({ magazineUserId, view, onClose, onDone }: Props) {
  const t = useT();
  const fieldError = useFieldError();
  const roles = INVITABLE_ROLES.email.filter((role) => view.roles.email.includes(role));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<EmailRole>(startingRole(roles));
  const [days, setDays] = useState(DEFAULT_EXPIRY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string | null; form?: string | null }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) return setErrors({ email: t('validation.email.invalid') });
    setBusy(true);
    setErrors({});
    const result = await inviteByEmail({ magazineUserId, email: address, role, expiresInDays: Number(days) });
    setBusy(false);
    if (!result.ok) {
      const emailError = fieldError(result, 'email');
      return setErrors(emailError ? { email: emailError } : { form: result.message });
    }
    onDone(result.data, address);
  }

  return (
    <Modal open onClose={onClose} title={t('invitations.byEmail')} className="modal-invite">
      <form className="invite-form" onSubmit={submit} noValidate>
        <TextField
          label={t('invitations.email.label')}
          type="email"
          name="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          hint={t('invitations.email.help')}
          maxLength={LIMITS.emailMax}
          autoComplete="off"
          required
          data-autofocus
        />
        <div className="invite-form-row">
          <RoleField<EmailRole> roles={roles} value={role} onChange={setRole} />
          <ExpiryField value={days} onChange={setDays} />
        </div>
        <FormAlert message={errors.form ?? null} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton label={t('invitations.email.submit')} busyLabel={t('accounts.sending')} busy={busy} />
        </div>
      </form>
    </Modal>
  );
}
