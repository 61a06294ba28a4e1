import { OPEN_CONTRIBUTION_PARAM, type OpenContributionCard } from '@masthead/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '../../lib/root-data';
import { useStore } from '../../lib/store';
import { useBusinessSite } from '../magazines/use-business-site';
import { contributionStore, openContribution } from './contribution-store';

/** The popups (and the sign-up form and story editor in them) load when first wanted, not with the page. */
const loadDialog = () => import('./contribution-dialog');
const ContributionDialog = lazy(loadDialog);

/** Starts loading the popups early, when a pointer or the keyboard reaches the button. */
export const preloadContributionDialog = () => void loadDialog();

/**
 * Hosts a magazine page's open-contribution popups, once per page. `?contribute=1` (a business site's
 * card, a shared link) opens them as the page loads, and leaves the address. A business's own site has
 * none: nobody is signed in there, and its card leads to the main site.
 */
export function ContributionHost({ card }: { card: OpenContributionCard }) {
  if (useBusinessSite()) return null;
  return <MainSiteHost card={card} />;
}

function MainSiteHost({ card }: { card: OpenContributionCard }) {
  const state = useStore(contributionStore);
  const signedIn = useViewer() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const magazineUserId = card.magazine.userId;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(OPEN_CONTRIBUTION_PARAM) !== '1') return;
    openContribution(magazineUserId, signedIn);
    params.delete(OPEN_CONTRIBUTION_PARAM);
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }, [location.search, magazineUserId, signedIn, navigate]);

  if (!state.open || state.magazineUserId !== magazineUserId) return null;
  return (
    <Suspense fallback={null}>
      <ContributionDialog card={card} />
    </Suspense>
  );
}
