import type { InvitationsView, InvitationView } from '@masthead/core';
import { useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { InvitationRow } from './invitation-row';
import { revokeInvitation } from './invitations-api';
import { InviteEmailDialog } from './invite-email-dialog';
import { InviteLinkDialog } from './invite-link-dialog';
import './invitations.css';

/**
 * The team page's invitations, for those who may invite: invite by email or by link, and the open
 * invitations with who sent them, their role, uses and expiry, each revocable after a confirmation.
 */
export function InvitationsPanel({ initial }: { initial: InvitationsView }) {
  const t = useT();
  const headingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState(initial);
  const [dialog, setDialog] = useState<'email' | 'link' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const magazineUserId = view.magazineUserId;

  async function onRevoke(invitation: InvitationView) {
    const confirmed = await confirm({
      title: t('invitations.revokeTitle'),
      message: invitation.email
        ? t('invitations.revokeConfirmEmail', { email: invitation.email })
        : t('invitations.revokeConfirmLink'),
      confirmLabel: t('invitations.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(invitation.invitationId);
    const result = await revokeInvitation({ magazineUserId, invitationId: invitation.invitationId });
    setBusyId(null);
    if (!result.ok) return showSnackbar(result.message);
    setView(result.data);
    showSnackbar(t('invitations.revoked'));
    // The row and its button are gone: the list's heading keeps the keyboard's place.
    listHeading.current?.focus();
  }

  return (
    <section className="team-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('invitations.section.title')}</h2>
      <p className="team-section-intro">{t('invitations.section.intro')}</p>
      <div className="team-section-actions">
        {view.roles.email.length > 0 && (
          <button type="button" className="button button-primary" onClick={() => setDialog('email')}>
            {t('invitations.byEmail')}
          </button>
        )}
        {view.roles.link.length > 0 && (
          <button type="button" className="button button-secondary" onClick={() => setDialog('link')}>
            {t('invitations.byLink')}
          </button>
        )}
      </div>
      <h3 ref={listHeading} tabIndex={-1} className="invitation-list-title">
        {t('invitations.list.title')}
      </h3>
      {view.invitations.length === 0 ? (
        <p className="muted">{t('invitations.list.empty')}</p>
      ) : (
        <ul className="invitation-list">
          {view.invitations.map((invitation) => (
            <InvitationRow
              key={invitation.invitationId}
              invitation={invitation}
              busy={busyId === invitation.invitationId}
              onRevoke={onRevoke}
            />
          ))}
        </ul>
      )}
      {dialog === 'email' && (
        <InviteEmailDialog
          magazineUserId={magazineUserId}
          view={view}
          onClose={() => setDialog(null)}
          onDone={(next, email) => {
            setView(next);
            setDialog(null);
            showSnackbar(t('invitations.email.sent', { email }));
          }}
        />
      )}
      {dialog === 'link' && (
        <InviteLinkDialog
          magazineUserId={magazineUserId}
          view={view}
          onClose={() => setDialog(null)}
          onCreated={setView}
        />
      )}
    </section>
  );
}
