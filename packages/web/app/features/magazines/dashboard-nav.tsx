import { actorOfViewer, can, type DashboardPage, dashboardPath, type MagazineRight } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import './dashboard.css';

type Section = 'home' | DashboardPage;

/** The dashboard's pages, each shown to those with the right that opens it (core policy). */
const SECTIONS: readonly { section: Section; rights: readonly MagazineRight[] }[] = [
  { section: 'home', rights: ['viewMembers'] },
  { section: 'team', rights: ['viewMembers'] },
  { section: 'review', rights: ['reviewSubmissions'] },
  { section: 'insights', rights: ['viewInsights', 'viewOwnInsights'] },
  { section: 'activity', rights: ['viewTeamActivity'] },
  { section: 'settings', rights: ['viewMembers'] },
  { section: 'plan', rights: ['viewMembers'] },
];

/**
 * The row of a magazine's dashboard pages above each of them. Worked out from the current-user
 * payload with core's policy, so it links only to pages the server will open for the viewer.
 */
export function DashboardNav({
  magazine,
  current,
}: {
  magazine: { userId: number; username: string; displayName: string };
  current: Section;
}) {
  const t = useT();
  const viewer = useViewer();
  const actor = viewer ? actorOfViewer(viewer) : null;
  const shown = SECTIONS.filter(
    ({ rights }) => actor !== null && rights.some((right) => can(actor, right, magazine.userId)),
  );
  if (shown.length < 2) return null;
  return (
    <nav
      className="dashboard-nav"
      aria-label={t('dashboard.nav.label', { magazine: magazine.displayName || magazine.username })}
    >
      <ul>
        {shown.map(({ section }) => (
          <li key={section}>
            <Link
              to={dashboardPath(magazine.username, section === 'home' ? undefined : section)}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`dashboard.nav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
