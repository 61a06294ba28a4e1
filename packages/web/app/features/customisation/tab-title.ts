import { PROFILE_TAB_KEYS, type ProfileTab } from '@masthead/core';
import type { useT } from '../../lib/i18n';

/** A tab's title as shown: a built-in tab whose title is still its key shows the catalogue's name. */
export function tabTitle(t: ReturnType<typeof useT>, tab: ProfileTab): string {
  const builtIn = (PROFILE_TAB_KEYS as readonly string[]).includes(tab.key) && tab.title === tab.key;
  return builtIn ? t(`customisation.tabs.${tab.key as (typeof PROFILE_TAB_KEYS)[number]}`) : tab.title;
}
