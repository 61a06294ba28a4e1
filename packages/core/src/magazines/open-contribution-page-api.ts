import type { OpenContributionCard, OpenContributionSettingsView } from './open-contribution-schemas.ts';

/** The settings page: guests see the overlay, non-members 'Access Deny', an unknown magazine 404. */
export type OpenContributionSettingsPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; view: OpenContributionSettingsView };

/** What page loaders ask of open contribution (part of PageApi), for the request's viewer. */
export interface OpenContributionPageApi {
  /** /dashboard/@{username}/settings/open-contribution */
  settings(username: string): Promise<OpenContributionSettingsPage>;
  /** The card of a magazine's page; null while open contribution is off or the magazine closed. */
  card(magazineUserId: number): Promise<OpenContributionCard | null>;
}
