import type { InvitationView } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { roleKey } from './role-label';

type Props = { invitation: InvitationView; busy: boolean; onRevoke(invitation: InvitationView): void };

/** SPEC §5 dates are YYYY-MM-DD; in UTC, so the server's page and the browser's agree. */
export const invitationDate = (iso: string) => iso.slice(0, 10);

/** One open invitation: to whom (an address, or a link), its role, uses, expiry, who sent it; Revoke. */
export function InvitationRow({ invitation, busy, onRevoke }: Props) {
  const t = useT();
  const role = t(roleKey(invitation.role));
  const uses = { used: invitation.useCount, max: invitation.maxUses };
  const inviter = invitation.invitedBy?.displayName || invitation.invitedBy?.username;
  return (
    <li className="invitation" aria-busy={busy}>
      <div className="invitation-main">
        <span className="invitation-target">{invitation.email ?? t('invitations.list.link')}</span>
        <span className="invitation-meta">
          <span className="invitation-role">{role}</span>
          {invitation.kind === 'link' && <span>{t('invitations.list.uses', uses)}</span>}
          <span>{t('invitations.list.expires', { date: invitationDate(invitation.expiresAt) })}</span>
          {inviter && <span>{t('invitations.list.invitedBy', { name: inviter })}</span>}
        </span>
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={busy}
        aria-label={
          invitation.email
            ? t('invitations.revokeEmail', { email: invitation.email })
            : t('invitations.revokeLink', { role, ...uses })
        }
        onClick={() => onRevoke(invitation)}
      >
        {t('invitations.revoke')}
      </button>
    </li>
  );
}
