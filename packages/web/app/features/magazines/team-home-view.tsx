import type { NotificationList, TeamHome } from '@masthead/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { Avatar } from '../../ui/avatar';
import { formatDate } from '../content/format';
import { DashboardNav } from './dashboard-nav';
import { MagazineNotifications } from './magazine-notifications';
import { MembershipButton } from './membership-button';
import { roleKey } from './role-label';
import { TeamHomeCards } from './team-home-cards';
import { useMembershipActions } from './use-membership-actions';
import './magazines.css';

const SwitcherDialog = lazy(() =>
  import('./switcher-dialog').then((module) => ({ default: module.SwitcherDialog })),
);

const nameOf = (home: TeamHome) => home.magazine.displayName || home.magazine.username;

type TeamHomeProps = {
  home: TeamHome;
  /** The magazine's notifications, for those who may see them. */
  notifications?: { list: NotificationList; now: string } | null;
};

/**
 * The team home of an open magazine: who the viewer is here, what needs them, what happened lately
 * (the magazine's notifications), where to go next.
 */
export function TeamHomeView({ home, notifications }: TeamHomeProps) {
  const { t } = useI18n();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const name = nameOf(home);
  const { role, ownerType } = home.viewer;
  const roleLabel =
    role === null
      ? t('teamHome.siteAdmin')
      : ownerType === 1
        ? t('magazines.role.primaryOwner')
        : t(roleKey(role));
  return (
    <div className="page team-home">
      <DashboardNav magazine={home.magazine} current="home" />
      <header className="team-home-header">
        <Avatar name={name} photoPath={home.magazine.photoPath} size={60} />
        <div className="team-home-identity">
          <h1>{name}</h1>
          <p className="muted">
            <Link to={`/@${home.magazine.username}`}>@{home.magazine.username}</Link> ·{' '}
            {t('teamHome.yourRole', { role: roleLabel })}
          </p>
        </div>
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => setSwitcherOpen(true)}
        >
          {t('teamHome.switchMagazine')}
        </button>
      </header>
      <section aria-labelledby="team-home-attention">
        <h2 id="team-home-attention">{t('teamHome.attention')}</h2>
        <TeamHomeCards home={home} />
      </section>
      {notifications && viewer && (
        <MagazineNotifications
          home={home}
          viewerId={viewer.userId}
          initial={notifications.list}
          now={notifications.now}
        />
      )}
      <div className="membership-actions">
        <MembershipButton
          target={{ magazineUserId: home.magazine.userId, name }}
          abilities={home.abilities}
          onDone={(action) => {
            // Closing leaves this page saying so (with Reopen); a member who left has no dashboard here.
            if (action === 'leave') navigate('/');
          }}
        />
      </div>
      {switcherOpen && (
        <Suspense fallback={null}>
          <SwitcherDialog mode="link" onClose={() => setSwitcherOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** A closed magazine's home: it says so, and offers its primary owner Reopen while it still can. */
export function TeamHomeClosed({ home }: { home: TeamHome }) {
  const { t, lang } = useI18n();
  const actions = useMembershipActions();
  const [busy, setBusy] = useState(false);
  const closed = home.closed;
  if (!closed) return null;
  const name = nameOf(home);
  return (
    <div className="page page-narrow team-home-closed">
      <Avatar name={name} photoPath={home.magazine.photoPath} size={60} />
      <h1>{t('teamHome.closedTitle', { name })}</h1>
      <p>{t('teamHome.closedMessage', { date: formatDate(lang, closed.reopenUntil) })}</p>
      {closed.canReopen && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await actions.reopen({ magazineUserId: home.magazine.userId, name });
            setBusy(false);
          }}
        >
          {t('teamHome.reopen', { name })}
        </button>
      )}
    </div>
  );
}
