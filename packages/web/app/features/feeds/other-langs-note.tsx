import {
  COOKIE_NAMES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type LanguageCount,
  type UiLanguage,
  withEnglish,
} from '@masthead/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFeedLangs } from '../../lib/languages';
import { useViewer } from '../../lib/root-data';
import { setCookie } from '../../lib/storage';
import { FormAlert } from '../../ui/form-alert';
import { messageNodes } from '../content/format';

/**
 * Issue 13: a feed that leaves stories out because of the reader's feed languages says how many, in
 * which languages, and adds one with a click: to a signed-in person's profile (the list they edit in
 * their profile settings), to a guest's feedLangs cookie. The page then loads again in the new list.
 */
export function OtherLangsNote({
  counts,
  storiesId,
  headingLevel = 3,
}: {
  counts: LanguageCount[];
  /** Under the feed's own h2 (a place page), or straight under the page's h1 (a topic page). */
  headingLevel?: 2 | 3;
  /** The feed or its heading (tabIndex -1): the focus goes there once the added stories show. */
  storiesId: string;
}) {
  const t = useT();
  const viewer = useViewer();
  const feedLangs = useFeedLangs();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState<UiLanguage | null>(null);
  const [failed, setFailed] = useState(false);
  if (counts.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function add(lang: UiLanguage) {
    setAdding(lang);
    setFailed(false);
    const langs = withEnglish([...feedLangs, lang]);
    if (viewer) {
      const result = await call('POST /api2/account/profile', { langs });
      if (!result.ok) {
        setFailed(true);
        setAdding(null);
        return;
      }
    } else {
      setCookie(COOKIE_NAMES.feedLangs, langs.join(','));
    }
    await revalidator.revalidate();
    setAdding(null);
    // The button pressed is gone with its language: the keyboard goes on from the stories it showed.
    document.getElementById(storiesId)?.focus();
  }

  return (
    <aside className="other-langs" aria-labelledby="other-langs-title">
      <Heading id="other-langs-title">{t('feeds.otherLangs.title')}</Heading>
      <p>{t('feeds.otherLangs.body')}</p>
      <ul>
        {counts.map(({ lang, count }) => (
          <li key={lang}>
            <button
              type="button"
              className="button button-secondary"
              disabled={adding !== null}
              aria-busy={adding === lang || undefined}
              onClick={() => add(lang)}
            >
              {/* One run of text: as the button's flex items, the parts would wrap as columns. */}
              <span>
                {messageNodes(t('feeds.otherLangs.add'), {
                  count,
                  language: <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>,
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {failed && <FormAlert message={t('feeds.otherLangs.failed')} />}
    </aside>
  );
}
