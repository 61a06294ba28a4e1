import {
  type CustomisationPayload,
  checkCustomisationSave,
  customisationAbilities,
  customisationOn,
  DEFAULT_LAYOUT,
  DEFAULT_TABS,
  defaultStyles,
  type ErrorCode,
  FEATURED_MAX,
  type FeaturedCard,
  isFeaturedChange,
  isSectionsChange,
  isTabsChange,
  type LayoutSettingAnswer,
  type MagazineActor,
  mainFeedLimit,
  mayCustomisePage,
  PAGE_LAYOUTS,
  PAGE_SECTIONS_MAX,
  type PageLook,
  parseFeaturedAddress,
  resolveSettings,
  resolveStyles,
  type TAllSettings,
  type TCustomize,
  viewingMode,
} from '@masthead/core';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { type FindTopic, featuredCardAt, featuredCards } from './featured.ts';
import { type PageOwner, pageOwner, type StoredCustomisation, storedCustomisation } from './owner.ts';
import { pageSections, sectionsExist } from './sections.ts';
import { pageCustomisations } from './tables.ts';

/**
 * Customised pages (SPEC §3, §4): the look a page renders for its viewer, the side panel's payload, and
 * saving it. The route checks who may customise (core's rule book); here core's SPEC §4 rule decides
 * what the plan allows, on save and on every render.
 */

const REFUSAL_ERROR = {
  'live-needs-plan': 'customisation.live.not.allowed',
  'footer-needs-plan': 'customisation.footer.not.allowed',
} as const satisfies Record<string, ErrorCode>;

function currentOf(row: StoredCustomisation | null) {
  const layout = row?.layout ?? DEFAULT_LAYOUT;
  const settings = row?.allSettings[layout];
  return { layout, styles: settings?.styles ?? {}, advancedSettings: settings?.advancedSettings ?? {} };
}

/** What a page shows besides its look: its featured items and its sections. */
type PageParts = { featured: FeaturedCard[]; sections: Awaited<ReturnType<typeof pageSections>> };

function payloadOf(
  owner: PageOwner,
  row: StoredCustomisation | null,
  parts: PageParts,
): CustomisationPayload {
  const current = currentOf(row);
  return {
    userId: owner.userId,
    allProfileSettings: row?.allSettings ?? {},
    mobileProfileSettings: {},
    currentProfileSettings: resolveSettings(current, owner.brandColors[0]),
    tabs: row?.tabs ?? DEFAULT_TABS,
    featured: parts.featured,
    sections: parts.sections.views,
    sectionChoices: parts.sections.choices,
    brandColors: owner.brandColors,
    live: customisationOn(owner.context, 'live', current.advancedSettings),
    abilities: customisationAbilities(owner.context, true),
  };
}

/** The look for this viewer: the team sees the preview, everyone else what is live (or the defaults). */
function lookOf(
  owner: PageOwner,
  row: StoredCustomisation | null,
  mayCustomise: boolean,
  parts: PageParts,
): PageLook {
  const current = currentOf(row);
  const on = customisationOn(owner.context, viewingMode(mayCustomise), current.advancedSettings);
  const primary = owner.brandColors[0];
  return {
    userId: owner.userId,
    styled: on && row !== null && Object.keys(row.allSettings).length > 0,
    layout: on ? current.layout : DEFAULT_LAYOUT,
    styles: on ? resolveStyles(current.styles, primary) : defaultStyles(primary),
    tabs: row?.tabs ?? DEFAULT_TABS,
    featured: parts.featured,
    sections: parts.sections.arranged,
  };
}

/** The part of the page a customize call changed, for the magazine's audit row. */
const changedPart = (input: TCustomize) =>
  isTabsChange(input)
    ? 'tabs'
    : isFeaturedChange(input)
      ? 'featured'
      : isSectionsChange(input)
        ? 'sections'
        : 'customisation';

export function createCustomisationService(deps: ServiceDeps, content: { findTopic: FindTopic }) {
  /** The featured cards and the sections (with the topics to add as sections for the side panel). */
  const partsOf = async (
    userId: number,
    row: StoredCustomisation | null,
    options: { db?: DbOrTx; withChoices: boolean },
  ): Promise<PageParts> => {
    const db = options.db ?? deps.db;
    const [featured, sections] = await Promise.all([
      featuredCards(db, row?.featured ?? []),
      pageSections(db, userId, row?.sections ?? null, {
        limit: PAGE_SECTIONS_MAX,
        withChoices: options.withChoices,
      }),
    ]);
    return { featured, sections };
  };
  const ownerOrMissing = async (userId: number, db = deps.db) => {
    const owner = await pageOwner(deps, userId, db);
    if (!owner) throw new AppError('not_found');
    return owner;
  };
  return {
    /** The page's look, and the panel's payload when the viewer may customise it; null: no such page. */
    async page(actor: MagazineActor | null, userId: number) {
      const owner = await pageOwner(deps, userId);
      if (!owner) return null;
      const row = await storedCustomisation(deps.db, userId);
      const mayCustomise = mayCustomisePage(actor, owner);
      const parts = await partsOf(userId, row, { withChoices: mayCustomise });
      return {
        look: lookOf(owner, row, mayCustomise, parts),
        editor: mayCustomise ? payloadOf(owner, row, parts) : null,
      };
    },

    /** GET customize: the panel's payload (the route checked the viewer may customise the page). */
    async payload(userId: number) {
      const owner = await ownerOrMissing(userId);
      const row = await storedCustomisation(deps.db, userId);
      return payloadOf(owner, row, await partsOf(userId, row, { withChoices: true }));
    },

    /** What a pasted address of this site names, as a featured item's card (404 when nothing). */
    async featuredAt(pathWithQuery: string, site: { business: string } | null): Promise<FeaturedCard> {
      const address = parseFeaturedAddress(pathWithQuery, site);
      const card = address ? await featuredCardAt(deps.db, content.findTopic, address) : null;
      if (!card) throw new AppError('customisation.featured.not.found');
      return card;
    },

    /** SPEC §7 customize: the design settings or the tabs, in one transaction with its audit row. */
    async save(actor: MagazineActor, input: TCustomize): Promise<CustomisationPayload> {
      const at = deps.clock();
      return deps.db.transaction(async (tx) => {
        const owner = await ownerOrMissing(input.userId, tx);
        const row = await storedCustomisation(tx, input.userId, { lock: true });
        let values: Partial<typeof pageCustomisations.$inferInsert>;
        if (isTabsChange(input)) values = { tabs: input.tabs };
        else if (isSectionsChange(input)) {
          if (!(await sectionsExist(tx, input.sections)))
            throw new AppError('validation.failed', {
              fields: { sections: 'validation.customisation.sections' },
            });
          values = { sections: input.sections };
        } else if (isFeaturedChange(input)) {
          // Only what exists may be featured (a page showing it later leaves out what has gone since).
          const cards = await featuredCards(tx, input.featured);
          if (cards.length !== input.featured.length) throw new AppError('customisation.featured.not.found');
          values = { featured: input.featured };
        } else {
          const { layout, styles, advancedSettings } = input.currentProfileSettings;
          const all: TAllSettings = { ...input.allProfileSettings, [layout]: { styles, advancedSettings } };
          for (const settings of Object.values(all)) {
            if (!settings) continue;
            const decision = checkCustomisationSave(owner.context, settings);
            if (!decision.ok) throw new AppError(REFUSAL_ERROR[decision.reason]);
          }
          values = { layout, allSettings: all };
        }
        const [saved] = await tx
          .insert(pageCustomisations)
          .values({ userId: input.userId, ...values, updatedBy: actor.userId, updatedAt: at })
          .onConflictDoUpdate({
            target: pageCustomisations.userId,
            set: { ...values, updatedBy: actor.userId, updatedAt: at },
          })
          .returning();
        if (owner.magazine)
          await recordTeamEvent(tx, 'magazine.settings', {
            magazineUserId: owner.userId,
            actorUserId: actor.userId,
            data: {
              fields: [changedPart(input)],
            },
            at,
          });
        const result = saved ?? row;
        return payloadOf(owner, result, await partsOf(input.userId, result, { db: tx, withChoices: true }));
      });
    },

    /** SPEC §7 layoutsetting/recent: data.layout, each layout with SPEC §9's limits. */
    async layouts(userId: number): Promise<LayoutSettingAnswer> {
      await ownerOrMissing(userId);
      const current = currentOf(await storedCustomisation(deps.db, userId)).layout;
      return {
        layout: PAGE_LAYOUTS.map((layout) => ({
          layout,
          current: layout === current,
          mainFeedLimit: mainFeedLimit(layout),
          featuredMax: FEATURED_MAX,
        })),
      };
    },
  };
}

export type CustomisationService = ReturnType<typeof createCustomisationService>;
