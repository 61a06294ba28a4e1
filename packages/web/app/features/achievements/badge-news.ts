import { BADGES_PAGE_PATH, type EarnedBadge, type MessageKey, type MessageVars } from '@masthead/core';
import { showReminder } from '../../ui/reminder-toast';
import { KIND_LABELS } from './kind-labels';

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** A badge's name: the kind's name, or the topic's title or place's name of a topic or place badge. */
export function badgeName(t: Translate, badge: Pick<EarnedBadge, 'kind' | 'title'>): string {
  if (badge.kind === 'topicRead' || badge.kind === 'locationRead') return badge.title ?? '';
  return t(KIND_LABELS[badge.kind].name);
}

/** The sentence that says a badge was earned (level 1) or moved up a level. */
export function badgeNews(t: Translate, badge: EarnedBadge): string {
  const name = badgeName(t, badge);
  return badge.level <= 1
    ? t('firstHour.badge.earned', { badge: name })
    : t('firstHour.badge.levelUp', { badge: name, level: badge.level });
}

/**
 * Issue 13: earning a badge says so at the moment, with a toast that leads to the collection. Several
 * at once (a read that lifts the reader and a topic badge) are said in one toast, highest level first.
 */
export function announceBadges(t: Translate, earned: readonly EarnedBadge[]): void {
  if (earned.length === 0) return;
  const ordered = [...earned].sort((a, b) => b.level - a.level);
  showReminder({
    title: t('firstHour.badge.toastTitle'),
    message: ordered.map((badge) => badgeNews(t, badge)).join(' '),
    action: { label: t('firstHour.badge.see'), href: BADGES_PAGE_PATH },
  });
}
