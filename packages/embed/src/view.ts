import type { EmbedOptions } from '@masthead/core/embed/options';
import type { EmbedFeedAnswer, EmbedProfile, EmbedStory } from '@masthead/core/embed/types';
import { LANGUAGE_TAGS, type UiLanguage } from '@masthead/core/i18n/languages';
import { imagePath } from '@masthead/core/images/rules';
import { h, link, siteUrl } from './dom.ts';
import type { WidgetText } from './text.ts';

/** How the feed is drawn: the branded card, the tools, and each story, as the options say. */

export function brandCard(base: string, profile: EmbedProfile, text: WidgetText) {
  const href = siteUrl(base, profile.url);
  const photo = siteUrl(base, profile.photoPath ? imagePath(profile.photoPath, 'm') : null);
  return h(
    'header',
    { class: 'brand' },
    photo ? h('img', { src: photo, alt: '', width: '60', height: '60' }) : null,
    h(
      'div',
      {},
      h('h2', {}, link(href, 'name', profile.displayName)),
      profile.bio ? h('p', {}, profile.bio) : null,
      h('p', {}, link(href, 'visit', text.t('embed.widget.visit'))),
    ),
  );
}

export function storyItem(base: string, story: EmbedStory, options: EmbedOptions, text: WidgetText) {
  const href = siteUrl(base, story.url);
  const size = options.itemStyle === 'row' ? 'l' : 'xl';
  const photo =
    options.itemStyle !== 'text'
      ? siteUrl(base, story.photoPath ? imagePath(story.photoPath, size) : null)
      : null;
  const author = options.showAuthorDetail
    ? link(
        siteUrl(base, story.author.url),
        'author',
        ...(story.author.photoPath
          ? [
              h('img', {
                src: siteUrl(base, imagePath(story.author.photoPath, 'm')) ?? '',
                alt: '',
                width: '36',
                height: '36',
              }),
            ]
          : []),
        story.author.displayName,
      )
    : null;
  const date = story.publishedAt
    ? h('time', { datetime: story.publishedAt }, text.date(story.publishedAt))
    : null;
  const topics = story.topics.length
    ? h(
        'ul',
        { class: 'topics' },
        ...story.topics.map((topic) => h('li', {}, link(siteUrl(base, topic.url), 'topic', topic.title))),
      )
    : null;
  return h(
    'li',
    { lang: LANGUAGE_TAGS[story.lang as UiLanguage] ?? 'en' },
    h(
      'article',
      {},
      // The photo repeats the headline's link: out of the tab order and hidden from screen readers.
      photo
        ? h(
            'a',
            {
              class: 'photo',
              href: href ?? undefined,
              target: '_blank',
              rel: 'noopener',
              tabindex: '-1',
              'aria-hidden': 'true',
            },
            h('img', { src: photo, alt: '', loading: 'lazy' }),
          )
        : null,
      h(
        'div',
        { class: 'body' },
        h('h3', { class: 'title' }, link(href, 'headline', story.title)),
        story.description ? h('p', { class: 'desc' }, story.description) : null,
        h(
          'p',
          { class: 'meta' },
          author,
          date,
          story.premium ? h('span', { class: 'premium' }, text.t('embed.widget.premium')) : null,
        ),
        topics,
      ),
    ),
  );
}

/** The language picker's choices: every language, then those the profile writes in. */
export function languageChoices(
  select: HTMLSelectElement,
  answer: EmbedFeedAnswer,
  current: string,
  text: WidgetText,
) {
  const codes = new Set(answer.langs as string[]);
  if (current !== 'all') codes.add(current);
  select.replaceChildren(
    h('option', { value: 'all' }, text.t('embed.widget.allLanguages')),
    ...[...codes].map((code) => h('option', { value: code }, text.languageName(code))),
  );
  select.value = current;
}
