import {
  dashboardPath,
  type InvitationAccepted,
  type InvitationPage,
  type InvitationRef,
} from '@masthead/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { signOut } from '../shell/sign-out';
import { invitationDate } from './invitation-row';
import { acceptInvitation, declineInvitation } from './invitations-api';
import { roleKey } from './role-label';

type Open = Exclude<InvitationPage, { state: 'invalid' }>;
type Outcome = { kind: 'joined'; accepted: InvitationAccepted } | { kind: 'declined' } | null;

/**
 * An invitation that may be answered: the magazine (name, logo), the role and who invited, then what
 * the viewer can do: sign in or up (and come back here), accept or decline, switch to the invited
 * account, or go to the dashboard of a magazine they already belong to.
 */
export function InvitationAnswer({ invitationRef, page }: { invitationRef: InvitationRef; page: Open }) {
  const t = useT();
  const { invitation } = page;
  const [viewer, setViewer] = useState(page.viewer);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const magazine = invitation.magazine.displayName || invitation.magazine.username;
  const role = t(roleKey(invitation.role));
  const inviter = invitation.invitedBy && (invitation.invitedBy.displayName || invitation.invitedBy.username);
  const dashboard = dashboardPath(invitation.magazine.username);

  async function accept() {
    setBusy('accept');
    setError(null);
    const result = await acceptInvitation(invitationRef);
    setBusy(null);
    if (result.ok) setOutcome({ kind: 'joined', accepted: result.data });
    else if (result.error.errorMsgKey === 'error.invitation.already.member') setViewer('member');
    else return setError(result.message);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function decline() {
    const confirmed = await confirm({
      title: t('invitations.page.declineTitle'),
      message: t('invitations.page.declineConfirm', { magazine }),
      confirmLabel: t('invitations.page.decline'),
    });
    if (!confirmed) return;
    setBusy('decline');
    setError(null);
    const result = await declineInvitation(invitationRef);
    setBusy(null);
    if (!result.ok) return setError(result.message);
    setOutcome({ kind: 'declined' });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const heading =
    outcome?.kind === 'joined'
      ? t('invitations.page.joinedHeading', { magazine })
      : outcome?.kind === 'declined'
        ? t('invitations.page.declinedHeading')
        : t('invitations.page.heading', { magazine });

  return (
    <div className="invitation-card">
      <div className="invitation-logo">
        <Avatar name={magazine} photoPath={invitation.magazine.photoPath} size={60} />
      </div>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {outcome?.kind === 'joined' ? (
        <>
          <p role="status">{t('invitations.page.joined', { magazine, role })}</p>
          <div className="form-actions">
            <Link className="button button-primary" to={outcome.accepted.dashboardPath}>
              {t('invitations.page.dashboard')}
            </Link>
          </div>
        </>
      ) : outcome?.kind === 'declined' ? (
        <>
          <p role="status">{t('invitations.page.declined', { magazine })}</p>
          <div className="form-actions">
            <Link className="button button-secondary" to="/">
              {t('accounts.goHome')}
            </Link>
          </div>
        </>
      ) : viewer === 'member' ? (
        <>
          <p>{t('invitations.page.member', { magazine })}</p>
          <div className="form-actions">
            <Link className="button button-primary" to={dashboard}>
              {t('invitations.page.dashboard')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>
            {inviter
              ? t('invitations.page.invitedBy', { name: inviter, magazine, role })
              : t('invitations.page.invited', { magazine, role })}
          </p>
          {invitation.email && (
            <p className="muted">{t('invitations.page.sentTo', { email: invitation.email })}</p>
          )}
          <p className="muted">
            {t('invitations.page.expires', { date: invitationDate(invitation.expiresAt) })}
          </p>
          <InvitationActions
            viewer={viewer}
            email={invitation.email}
            busy={busy}
            onAccept={accept}
            onDecline={decline}
          />
          <FormAlert message={error} />
        </>
      )}
    </div>
  );
}

type ActionsProps = {
  viewer: Open['viewer'];
  email: string | null;
  busy: 'accept' | 'decline' | null;
  onAccept(): void;
  onDecline(): void;
};

/** What the viewer can do now: sign in or up, switch accounts, or accept or decline. */
function InvitationActions({ viewer, email, busy, onAccept, onDecline }: ActionsProps) {
  const t = useT();
  if (viewer === 'guest')
    return (
      <>
        <p>{email ? t('invitations.page.guestEmail', { email }) : t('invitations.page.guest')}</p>
        {/* The login prompt opens on these (data-require-login) and brings the person back here. */}
        <div className="form-actions">
          <button type="button" className="button button-primary" data-require-login="signup">
            {t('invitations.page.signUp')}
          </button>
          <button type="button" className="button button-secondary" data-require-login="signin">
            {t('invitations.page.signIn')}
          </button>
        </div>
      </>
    );
  if (viewer === 'wrong-account')
    return (
      <>
        <p role="alert">{t('invitations.page.wrongAccount', { email: email ?? '' })}</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void signOut(`${window.location.pathname}${window.location.search}`)}
          >
            {t('invitations.page.signOut')}
          </button>
        </div>
      </>
    );
  return (
    <div className="form-actions">
      <BusyButton
        type="button"
        label={t('invitations.page.accept')}
        busyLabel={t('invitations.page.accepting')}
        busy={busy === 'accept'}
        disabled={busy !== null}
        onClick={onAccept}
      />
      <button type="button" className="button button-secondary" disabled={busy !== null} onClick={onDecline}>
        {t('invitations.page.decline')}
      </button>
    </div>
  );
}
