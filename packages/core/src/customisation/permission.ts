import { can, type MagazineActor } from '../magazines/policy.ts';
import type { AdvancedSettings } from './settings.ts';
import type { PageStyles } from './styles.ts';
import type { TPageStyles } from './styles-schema.ts';

/**
 * SPEC §4 customisation permission and SPEC §6's footer rule, as one pure rule that the server
 * enforces on save and on every page it renders, and that the side panel reads to show its switches.
 *
 * - preview: what the page's own team sees while customising. On unless the preview flag is
 *   explicitly false.
 * - live: what everyone else (guests too) sees. Needs the live flag and the plan's
 *   enableAdvancedCustomisations.
 * - Special-handling accounts: always on.
 * - Removing the default footer (footerHide) needs enableRemovingDefaultFooter (plan group 3 or higher).
 */

export type CustomisationMode = 'preview' | 'live';

/** What the rule needs to know of the page's owner: SPEC §6 feature permission. */
export type CustomisationContext = {
  specialHandling: boolean;
  features: { enableAdvancedCustomisations: boolean; enableRemovingDefaultFooter: boolean };
};

/** Is the customised look on for this mode? */
export function customisationOn(
  context: CustomisationContext,
  mode: CustomisationMode,
  advanced: AdvancedSettings,
): boolean {
  if (context.specialHandling) return true;
  if (mode === 'preview') return advanced.advancedCustomisationPreview !== false;
  return advanced.advancedCustomisationLive === true && context.features.enableAdvancedCustomisations;
}

export type CustomisationRefusal = 'live-needs-plan' | 'footer-needs-plan';

/** May these settings be saved? Asking to go live or to remove the footer must be allowed by the plan. */
export function checkCustomisationSave(
  context: CustomisationContext,
  settings: { advancedSettings: AdvancedSettings; styles: TPageStyles | PageStyles },
): { ok: true } | { ok: false; reason: CustomisationRefusal } {
  const abilities = customisationAbilities(context, true);
  if (settings.advancedSettings.advancedCustomisationLive === true && !abilities.goLive)
    return { ok: false, reason: 'live-needs-plan' };
  if (settings.styles.footerHide === 'none' && !abilities.removeFooter)
    return { ok: false, reason: 'footer-needs-plan' };
  return { ok: true };
}

/** What the side panel may offer: `customiseDesign` is the viewer's right in the page (core's rule book). */
export type CustomisationAbilities = { customise: boolean; goLive: boolean; removeFooter: boolean };

export function customisationAbilities(
  context: CustomisationContext,
  customiseDesign: boolean,
): CustomisationAbilities {
  return {
    customise: customiseDesign,
    goLive: customiseDesign && customisationOn(context, 'live', { advancedCustomisationLive: true }),
    removeFooter:
      customiseDesign && (context.specialHandling || context.features.enableRemovingDefaultFooter),
  };
}

/** The mode a viewer sees a page in: its team (those who may customise it) see the preview. */
export const viewingMode = (mayCustomise: boolean): CustomisationMode => (mayCustomise ? 'preview' : 'live');

/**
 * Who may customise a page (core's rule book): a person their own page; in a magazine, whoever holds
 * the customiseDesign right there (owners and managing editors, SPEC §6; masterAdmin has every right).
 */
export function mayCustomisePage(actor: MagazineActor | null, page: { userId: number; magazine: boolean }) {
  if (!actor) return false;
  if (!page.magazine) return actor.userId === page.userId;
  return can(actor, 'customiseDesign', page.userId);
}
