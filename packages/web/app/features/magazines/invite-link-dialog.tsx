import { INVITABLE_ROLES, INVITATION_MAX_USES, type InvitationsView } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { useCopyToClipboard } from '../../ui/snackbar';
import { TextField } from '../../ui/text-field';
import { DEFAULT_EXPIRY, ExpiryField, RoleField, startingRole, useFieldError } from './invitation-fields';
import { inviteByLink } from './invitations-api';

type Props = {
  magazineUserId: number;
  view: InvitationsView;
  onClose(): void;
  onCreated(view: InvitationsView): void;
};

type LinkRole = (typeof INVITABLE_ROLES.link)[number];

/**
 * Create an invite link: a role (contributor too, for open contribution), how many may use it and how
 * long it stays open. The link is then shown with a Copy button, this once: only its hash is kept.
 */
export function InviteLinkDialog({ magazineUserId, view, onClose, onCreated }: Props) {
  const t = useT();
  const copy = useCopyToClipboard();
  const fieldError = useFieldError();
  const roles = INVITABLE_ROLES.link.filter((role) => view.roles.link.includes(role));
  const [role, setRole] = useState<LinkRole>(startingRole(roles));
  const [uses, setUses] = useState('10');
  const [days, setDays] = useState(DEFAULT_EXPIRY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ maxUses?: string | null; form?: string | null }>({});
  const [url, setUrl] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const maxUses = Number(uses);
    if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > INVITATION_MAX_USES)
      return setErrors({ maxUses: t('invitations.link.maxUsesHelp', { max: INVITATION_MAX_USES }) });
    setBusy(true);
    setErrors({});
    const result = await inviteByLink({ magazineUserId, role, maxUses, expiresInDays: Number(days) });
    setBusy(false);
    if (!result.ok) {
      const usesError = fieldError(result, 'maxUses');
      return setErrors(usesError ? { maxUses: usesError } : { form: result.message });
    }
    setUrl(result.data.url);
    onCreated(result.data.invitations);
  }

  if (url)
    return (
      // Keyed apart from the form's dialog, so focus moves to the Copy button when the link appears.
      <Modal
        key="created"
        open
        onClose={onClose}
        title={t('invitations.link.createdTitle')}
        className="modal-invite"
      >
        <p className="modal-message">{t('invitations.link.once')}</p>
        <TextField
          label={t('invitations.link.field')}
          name="inviteLink"
          value={url}
          onValueChange={() => {}}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="invite-link-field"
        />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('invitations.link.done')}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={() => void copy(url, t('ui.linkCopied'))}
          >
            {t('invitations.link.copy')}
          </button>
        </div>
      </Modal>
    );

  return (
    <Modal key="form" open onClose={onClose} title={t('invitations.byLink')} className="modal-invite">
      <form className="invite-form" onSubmit={submit} noValidate>
        <RoleField<LinkRole> roles={roles} value={role} onChange={setRole} />
        <div className="invite-form-row">
          <TextField
            label={t('invitations.link.maxUses')}
            name="maxUses"
            inputMode="numeric"
            value={uses}
            // SPEC §5: number inputs take only digits while typing.
            onValueChange={(value) => setUses(value.replace(/\D/g, '').slice(0, 3))}
            error={errors.maxUses}
            hint={t('invitations.link.maxUsesHelp', { max: INVITATION_MAX_USES })}
            required
            data-autofocus
          />
          <ExpiryField value={days} onChange={setDays} />
        </div>
        <FormAlert message={errors.form ?? null} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={t('invitations.link.submit')}
            busyLabel={t('magazines.team.saving')}
            busy={busy}
          />
        </div>
      </form>
    </Modal>
  );
}
