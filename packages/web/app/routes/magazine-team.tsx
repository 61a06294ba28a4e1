import type { InvitationsView, TeamView } from '@masthead/core';
import { useRef, useState } from 'react';
import { data, useNavigate } from 'react-router';
import { getPageContext } from '../context';
import { DashboardNav } from '../features/magazines/dashboard-nav';
import { DashboardGate } from '../features/magazines/dashboard-page';
import { InvitationsPanel } from '../features/magazines/invitations-panel';
import { MembershipButton } from '../features/magazines/membership-button';
import { TeamList } from '../features/magazines/team-list';
import { TransferOwnership } from '../features/magazines/transfer-ownership';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { useViewer } from '../lib/root-data';
import type { Route } from './+types/magazine-team';

/**
 * /dashboard/@{magazine}/team: SPEC §6 'view members' for every member; role changes and removals for
 * those who may edit member roles. Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const api = getPageContext(context).api;
  const page = await api.magazines.team(username);
  if (page.access === 'missing') throw data(null, { status: 404 });
  // 'Access Deny' said on this page with a 403 status: the generic error page would ask for a refresh.
  if (page.access === 'denied') return data({ page, invitations: null }, { status: 403 });
  // Open invitations, for those who may invite (null for everyone else).
  const invitations =
    page.access === 'ok' && page.team.abilities.inviteMembers
      ? await api.invitations.openInvitations(page.team.magazine.userId)
      : null;
  return { page, invitations };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('magazines.team.heading', { magazine: page.team.magazine.displayName })
      : t('magazines.team.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineTeam({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, invitations } = loaderData;
  return (
    <DashboardGate
      page={page}
      title={t('magazines.team.title')}
      guest={t('magazines.team.guest')}
      denied={t('magazines.team.denied')}
    >
      {({ team }) => (
        <div className="page page-narrow team-page">
          <DashboardNav magazine={team.magazine} current="team" />
          <TeamPageBody key={team.magazine.userId} initial={team} invitations={invitations} />
        </div>
      )}
    </DashboardGate>
  );
}

/**
 * The members, then the invitations and the ownership sections where the viewer may use them. A
 * transfer of ownership changes what the viewer may do: the team is shown again from its answer.
 */
function TeamPageBody({ initial, invitations }: { initial: TeamView; invitations: InvitationsView | null }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [team, setTeam] = useState(initial);
  const [version, setVersion] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={bodyRef}>
      <TeamList key={version} team={team} />
      {invitations && <InvitationsPanel initial={invitations} />}
      {team.abilities.transferOwnership && viewer && (
        <TransferOwnership
          team={team}
          viewerId={viewer.userId}
          onTransferred={(next) => {
            setTeam(next);
            setVersion((current) => current + 1);
            // The ownership section is gone: the page's heading keeps the keyboard's place.
            requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>('h1')?.focus());
          }}
        />
      )}
      <div className="membership-actions">
        <MembershipButton
          target={{
            magazineUserId: team.magazine.userId,
            name: team.magazine.displayName || team.magazine.username,
          }}
          abilities={team.abilities}
          // After leaving the team is no longer the viewer's; a closed magazine's home says so (Reopen).
          onDone={(action) => navigate(action === 'leave' ? '/' : `/dashboard/@${team.magazine.username}`)}
        />
      </div>
    </div>
  );
}
