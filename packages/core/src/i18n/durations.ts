import { LANGUAGE_TAGS, type UiLanguage } from './languages.ts';

/**
 * A wait such as a rate limit's Retry-After, as a person reads it: '28 seconds', '7 hours, 49 minutes'.
 * Rounded up, so nobody is told to come back before the limit has passed.
 */
export function formatWait(totalSeconds: number, lang: UiLanguage): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  const duration =
    seconds < 60
      ? { seconds }
      : seconds < 3600
        ? { minutes: Math.ceil(seconds / 60) }
        : { hours: Math.floor(seconds / 3600), minutes: Math.ceil((seconds % 3600) / 60) };
  return new Intl.DurationFormat(LANGUAGE_TAGS[lang], { style: 'long' }).format(duration);
}
