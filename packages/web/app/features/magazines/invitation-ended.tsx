import type { InvitationState, InvitationSummary, MessageKey } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';

type Ended = Exclude<InvitationState, 'open'> | 'invalid';

const TEXTS: Record<Ended, { heading: MessageKey; message: MessageKey }> = {
  invalid: { heading: 'invitations.page.invalidHeading', message: 'invitations.page.invalid' },
  expired: { heading: 'invitations.page.expiredHeading', message: 'invitations.page.expired' },
  revoked: { heading: 'invitations.page.revokedHeading', message: 'invitations.page.revoked' },
  used: { heading: 'invitations.page.usedHeading', message: 'invitations.page.used' },
  declined: { heading: 'invitations.page.declinedHeading', message: 'invitations.page.declinedBefore' },
};

/** An invitation that can no longer be answered (or none at all): what happened, and a way on. */
export function InvitationEnded({
  state,
  magazine,
}: {
  state: Ended;
  magazine: InvitationSummary['magazine'] | null;
}) {
  const t = useT();
  const name = magazine ? magazine.displayName || magazine.username : '';
  return (
    <div className="invitation-card">
      {magazine && (
        <div className="invitation-logo">
          <Avatar name={name} photoPath={magazine.photoPath} size={60} />
        </div>
      )}
      <h1>{t(TEXTS[state].heading)}</h1>
      <p>{t(TEXTS[state].message, { magazine: name })}</p>
      <div className="form-actions">
        <Link className="button button-primary" to="/">
          {t('accounts.goHome')}
        </Link>
      </div>
    </div>
  );
}
