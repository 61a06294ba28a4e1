import type { FeaturedCard } from './featured.ts';
import type { CustomisationAbilities } from './permission.ts';
import type { PageSectionTopic, PageSectionView } from './section-order.ts';
import type { ProfileTab, ResolvedSettings, TAllSettings } from './settings.ts';
import type { PageLayout, PageStyles } from './styles.ts';

/**
 * SPEC §3 profile payload (userId, allProfileSettings, mobileProfileSettings always empty,
 * currentProfileSettings), with what the side panel needs besides: the page's tabs, the brand's
 * colours (the picker's Brand Colors row), whether the look is live for guests, and the abilities core's
 * rule gives the viewer.
 */
export type CustomisationPayload = {
  userId: number;
  allProfileSettings: TAllSettings;
  mobileProfileSettings: Record<string, never>;
  currentProfileSettings: ResolvedSettings;
  tabs: ProfileTab[];
  /** SPEC §3 featured layout items that still exist, in order. */
  featured: FeaturedCard[];
  /** SPEC §2 subsection management: the arranged sections (null: not arranged, the page lists `sectionChoices` as they come). */
  sections: PageSectionView[] | null;
  /** The topics the page publishes in most, to add as sections. */
  sectionChoices: PageSectionTopic[];
  brandColors: string[];
  /** Guests see the customised look (SPEC §4 live mode is on). */
  live: boolean;
  abilities: CustomisationAbilities;
};

/** The look a page renders for its viewer: the styles (defaults when customisation is off for them). */
export type PageLook = {
  userId: number;
  /**
   * The page has a customised look on for this viewer: only then do its styles (and the default
   * footer) change the page; otherwise the page keeps the site's own look.
   */
  styled: boolean;
  layout: PageLayout;
  styles: PageStyles;
  tabs: ProfileTab[];
  /** SPEC §3 featured layout items, shown above the page's feed (whatever the look). */
  featured: FeaturedCard[];
  /** The page's topics as arranged (SPEC §2 subsection management); null when not arranged. */
  sections: PageSectionTopic[] | null;
};

/** SPEC §7 POST /api2/layoutsetting/recent: data.layout, one entry per layout. */
export type LayoutOption = {
  layout: PageLayout;
  /** The page's current layout. */
  current: boolean;
  /** SPEC §9 main feed limit (7 for magazine-layout) and featured maximum. */
  mainFeedLimit: number;
  featuredMax: number;
};
export type LayoutSettingAnswer = { layout: LayoutOption[] };

/** What page loaders ask of customisation (part of PageApi), for the request's viewer. */
export interface CustomisationPageApi {
  /** The look of a person's or magazine's page; with the side panel's payload when the viewer may customise it. */
  page(userId: number): Promise<{ look: PageLook; editor: CustomisationPayload | null } | null>;
}
