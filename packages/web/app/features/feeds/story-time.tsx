import { storyTime } from '@masthead/core';
import { useI18n } from '../../lib/i18n';

/**
 * A story's time, relative within a day and a date after (SPEC §9). The server and the browser render
 * it a moment apart, so the text may differ by a minute: React is told that is expected.
 */
export function StoryTime({ iso }: { iso: string }) {
  const { lang } = useI18n();
  const date = new Date(iso);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {storyTime(date, new Date(), lang)}
    </time>
  );
}
