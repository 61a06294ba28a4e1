import type { ProfileRef, TopicRef } from '../content/types.ts';
import type { MagazineSettingsView } from './create-schemas.ts';
import type { MagazinePlan } from './plans.ts';
import type { MagazineRoleId, OwnerType } from './roles.ts';

/**
 * SPEC §2 /@{magazine}: beside its stories, the topics a magazine publishes in and its writers (the
 * members who published in it), each linking within the magazine (or its business site).
 */

/** How many topics and writers the magazine page lists (the most used, the latest to publish). */
export const MAGAZINE_PAGE_TOPICS = 20;
export const MAGAZINE_PAGE_WRITERS = 24;

export type MagazineTopic = TopicRef & { storyCount: number };
export type MagazineWriter = ProfileRef & { storyCount: number };
export type MagazinePageExtras = {
  topics: MagazineTopic[];
  writers: MagazineWriter[];
  /** A business's own site (DESIGN §4), for its 'Visit the site' link; null for a magazine. */
  siteAddress: string | null;
};

/**
 * SPEC §3 extended profile, for a signed-in member of the magazine only: the viewer's own role and
 * ownerType in it (a hidden secretAdmin shows as the owner it acts as) and the magazine's plan.
 */
export type MagazineMembershipView = {
  role: MagazineRoleId;
  ownerType: OwnerType;
  magazinePlan: MagazinePlan;
};

/** The settings page: guests see the overlay, non-members 'Access Deny', an unknown magazine 404. */
export type SettingsPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; settings: MagazineSettingsView };

/**
 * /create_business.html: guests see the overlay; the form is told how a business's site address is
 * made (DESIGN §4), to show it as the username is typed.
 */
export type CreatePage = { access: 'guest' } | { access: 'ok'; site: { publicUrl: string; suffix: string } };

/** The page calls of creating, settings and the magazine page (part of MagazinesPageApi). */
export interface MagazineProfilePageApi {
  createPage(): Promise<CreatePage>;
  /** /dashboard/@{username}/settings for the request's viewer. */
  settings(username: string): Promise<SettingsPage>;
  /** The topics and writers of a magazine's page. */
  magazinePage(magazineUserId: number): Promise<MagazinePageExtras>;
}
