import type { MagazineProfilePageApi } from './magazine-page.ts';
import type { TeamView } from './schemas.ts';
import type { TeamHomePage } from './team-home.ts';

/** The team page: guests see the overlay, non-members 'Access Deny', an unknown magazine 404. */
export type TeamPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; team: TeamView };

/** What page loaders ask of the magazines feature (part of PageApi), for the request's viewer. */
export interface MagazinesPageApi extends MagazineProfilePageApi {
  /** The team of the magazine with this username. */
  team(username: string): Promise<TeamPage>;
  /** The team home (/dashboard/@{username}): what needs the viewer's attention in this magazine. */
  home(username: string): Promise<TeamHomePage>;
}
