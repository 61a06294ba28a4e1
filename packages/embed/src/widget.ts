import type { EmbedOptions } from '@masthead/core/embed/options';
import type { EmbedFeedAnswer } from '@masthead/core/embed/types';
import { h } from './dom.ts';
import { applyStyles } from './styles.ts';
import { widgetText } from './text.ts';
import { brandCard, languageChoices, storyItem } from './view.ts';

/** SPEC §9: load the next page when the reader is within 2000 px of the end. */
const INFINITE_MARGIN = '2000px';
/** Typing in the search box searches after this pause. */
const SEARCH_DELAY_MS = 300;

export type Mounted = { destroy(): void };
const mounted = new WeakMap<Element, Mounted>();

/**
 * Draws a feed into `host`'s shadow root: isolated from the page's CSS both ways. Every fetch omits
 * credentials (no cookie of the reader's is ever sent), and an answer that arrives after a newer
 * request (another language, another search) is dropped.
 */
export function mountFeed(
  host: Element,
  options: EmbedOptions,
  context: { origin: string; nonce: string },
): Mounted {
  mounted.get(host)?.destroy();
  const base = options.domain || context.origin;
  const text = widgetText(host.ownerDocument.documentElement.lang);
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = applyStyles(root, options, context.nonce);

  const state = {
    lang: options.defaultLanguage,
    q: '',
    cursor: null as string | null,
    busy: false,
    generation: 0,
  };
  const list = h('ol', {});
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const more = h('button', { type: 'button', class: 'more', hidden: '' }, text.t('embed.widget.loadMore'));
  const sentinel = h('div', { class: 'sentinel', 'aria-hidden': 'true' });
  const brandSlot = h('div', {});
  const select = h('select', { name: 'language' });
  const search = h('input', { type: 'search', name: 'q', autocomplete: 'off' });
  const searchLabel = text.t('embed.widget.search');
  const form = h(
    'form',
    { role: 'search' },
    h('label', {}, h('span', { class: 'sr' }, searchLabel), search),
    h('button', { type: 'submit' }, searchLabel),
  );
  const tools = h(
    'div',
    { class: 'tools' },
    options.showSearch ? form : null,
    options.showLanguageFilter
      ? h('label', {}, h('span', { class: 'sr' }, text.t('embed.widget.language')), select)
      : null,
  );
  const feed = h(
    'div',
    {
      class: `mf ${options.colorScheme} ${options.layout} ${options.itemStyle}`,
      lang: text.tag,
    },
    options.isCustomizing ? h('p', { class: 'note' }, text.t('embed.widget.preview')) : null,
    brandSlot,
    tools.childElementCount ? tools : null,
    status,
    list,
    more,
    options.infiniteLoad ? sentinel : null,
  );
  root.replaceChildren(...(style ? [style] : []), feed);

  const url = () => {
    const params = new URLSearchParams({
      userId: String(options.userId),
      pagesize: String(options.pagesize),
    });
    if (state.lang !== 'all') params.set('lang', state.lang);
    if (state.q) params.set('q', state.q);
    if (state.cursor) params.set('cursor', state.cursor);
    return `${base}/api2/embed/feed?${params}`;
  };

  async function load(fresh: boolean) {
    if (state.busy && !fresh) return;
    const generation = fresh ? ++state.generation : state.generation;
    if (fresh) state.cursor = null;
    state.busy = true;
    more.hidden = true;
    status.textContent = text.t('embed.widget.loading');
    let answer: EmbedFeedAnswer;
    try {
      const response = await fetch(url(), { credentials: 'omit', mode: 'cors' });
      if (!response.ok) throw new Error(String(response.status));
      answer = ((await response.json()) as { data: EmbedFeedAnswer }).data;
    } catch {
      if (generation !== state.generation) return;
      state.busy = false;
      status.replaceChildren(text.t('embed.widget.error'), ' ');
      const retry = h('button', { type: 'button' }, text.t('embed.widget.retry'));
      retry.addEventListener('click', () => load(fresh));
      status.append(retry);
      return;
    }
    if (generation !== state.generation) return;
    state.busy = false;
    if (fresh) {
      list.replaceChildren();
      list.setAttribute('aria-label', text.t('embed.widget.feed', { name: answer.profile.displayName }));
      if (options.showFandedCard) brandSlot.replaceChildren(brandCard(base, answer.profile, text));
      if (answer.langs.length) languageChoices(select, answer, state.lang, text);
    }
    list.append(...answer.items.map((story) => storyItem(base, story, options, text)));
    state.cursor = answer.nextCursor;
    more.hidden = options.infiniteLoad || !state.cursor;
    status.textContent = list.childElementCount
      ? ''
      : text.t(state.q ? 'embed.widget.noMatch' : 'embed.widget.empty');
    // Observing again reports the sentinel at once if it is still near: a short page fills up.
    if (observer && state.cursor) {
      observer.unobserve(sentinel);
      observer.observe(sentinel);
    }
  }

  more.addEventListener('click', () => load(false));
  select.addEventListener('change', () => {
    state.lang = select.value as EmbedOptions['defaultLanguage'];
    void load(true);
  });
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  const runSearch = () => {
    clearTimeout(searchTimer);
    if (search.value.trim() === state.q) return;
    state.q = search.value.trim().slice(0, 100);
    void load(true);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    runSearch();
  });
  search.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(runSearch, SEARCH_DELAY_MS);
  });
  // The customiser's preview: a click on a story or a name does not leave the page.
  if (options.isCustomizing)
    feed.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) event.preventDefault();
    });

  const observer =
    options.infiniteLoad && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting) && state.cursor) void load(false);
          },
          { rootMargin: INFINITE_MARGIN },
        )
      : null;
  observer?.observe(sentinel);
  void load(true);

  const handle: Mounted = {
    destroy() {
      observer?.disconnect();
      clearTimeout(searchTimer);
      state.generation += 1;
      root.replaceChildren();
      mounted.delete(host);
    },
  };
  mounted.set(host, handle);
  return handle;
}
