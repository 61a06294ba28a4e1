import { actorOfViewer, can, dashboardPath } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { useBusinessSite } from './use-business-site';
import './business.css';

/**
 * On a magazine's page: its members' way to the dashboard and the team (SPEC §6 view members), its
 * managers' to the settings, and for a business anyone's to its own site. Shown from what the
 * current-user payload says, so only links the server will honour appear.
 */
export function MagazineLinks({
  magazine,
  siteAddress,
}: {
  magazine: { userId: number; username: string };
  siteAddress: string | null;
}) {
  const t = useT();
  const viewer = useViewer();
  const site = useBusinessSite();
  const actor = viewer ? actorOfViewer(viewer) : null;
  const member = actor !== null && can(actor, 'viewMembers', magazine.userId);
  const manager = actor !== null && can(actor, 'changeSettings', magazine.userId);
  const reviewer = actor !== null && can(actor, 'reviewSubmissions', magazine.userId);
  const moderator = actor !== null && can(actor, 'moderateStories', magazine.userId);
  // The dashboard lives on the main site, also when this page is the business's own site.
  const dashboard = `${site?.mainOrigin ?? ''}${dashboardPath(magazine.username)}`;
  const visitSite = siteAddress !== null && site === null;
  if (!member && !visitSite) return null;
  return (
    <div className="magazine-member-links">
      {member && (
        <Link className="button button-secondary" to={dashboard}>
          {t('magazines.page.dashboard')}
        </Link>
      )}
      {member && (
        <Link className="button button-secondary profile-team-link" to={`${dashboard}/team`}>
          {t('magazines.team.link')}
        </Link>
      )}
      {reviewer && (
        <Link className="button button-secondary" to={`${dashboard}/review`}>
          {t('editorial.queue.title')}
        </Link>
      )}
      {moderator && (
        <Link className="button button-secondary" to={`${dashboard}/reports`}>
          {t('dashboard.reports.title')}
        </Link>
      )}
      {manager && (
        <Link className="button button-secondary" to={`${dashboard}/settings`}>
          {t('magazines.page.settings')}
        </Link>
      )}
      {visitSite && (
        <a className="button button-secondary" href={siteAddress}>
          {t('magazines.page.visitSite')}
        </a>
      )}
    </div>
  );
}
