import {
  type ContentSummary,
  type FeedPage,
  INFINITE_SCROLL,
  type InputOf,
  shouldLoadMore,
} from '@masthead/core';
import { Fragment, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { callRoute } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { FeedItem, FeedQuery, FeedRoute, StoryFeedRoute } from './feed-routes';
import { hrefWithCursor } from './page-params';
import { StoryCard } from './story-card';
import './feeds.css';

type Status = 'idle' | 'loading' | 'error';

export type InfiniteListProps<R extends FeedRoute> = {
  /** The first page, rendered on the server. */
  initial: FeedPage<FeedItem<R>>;
  /** The route that answers the next pages; `cursor` is added to `query`. */
  route: R;
  query?: FeedQuery<R>;
  renderItem: (item: FeedItem<R>, index: number) => ReactNode;
  getKey: (item: FeedItem<R>) => string | number;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** How many placeholders stand in for a page while it loads (their height is fixed: nothing jumps). */
  skeletons?: number;
  /** The page itself reads `?cursor=`: the 'Load more' control is then a link that works without script. */
  pagedLinks?: boolean;
  className?: string;
  /** A card of the page's own among the items (a magazine's open-contribution card), before item `at`. */
  insert?: FeedInsert | undefined;
};

/** A card placed among a list's items: before the item at `at`, or last once the list has no more. */
export type FeedInsert = { at: number; node: ReactNode };

/**
 * SPEC §9 infinite scroll: the scroll position is checked every 100 ms while the reader scrolls, the
 * next page loads once the end of the list is within 2000 px of the viewport, and every 5 s a list too
 * short to scroll is checked as well. A visible 'Load more' control does the same for keyboards and
 * without script; loading shows fixed-height placeholders, and each page is announced politely.
 */
export function InfiniteList<R extends FeedRoute>({
  initial,
  route,
  query,
  renderItem,
  getKey,
  empty,
  label,
  skeletons = 3,
  pagedLinks = false,
  className = 'feed',
  insert,
}: InfiniteListProps<R>) {
  const t = useT();
  const location = useLocation();
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [status, setStatus] = useState<Status>('idle');
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const busy = useRef(false);
  const statusId = useId();

  // A new first page (another tab, a new search) starts the list again.
  useEffect(() => {
    setItems(initial.items);
    setCursor(initial.nextCursor);
    setStatus('idle');
    busy.current = false;
  }, [initial]);

  const loadMore = useCallback(async () => {
    if (busy.current || !cursor) return;
    busy.current = true;
    setStatus('loading');
    const input = { ...query, cursor } as InputOf<R>;
    const result = await callRoute(route, input);
    busy.current = false;
    if (!result.ok) {
      setStatus('error');
      setAnnouncement(t('feeds.error'));
      return;
    }
    const page = result.data as FeedPage<FeedItem<R>>;
    const seen = new Set(items.map(getKey));
    setItems((current) => [...current, ...page.items.filter((item) => !seen.has(getKey(item)))]);
    setCursor(page.nextCursor);
    setStatus('idle');
    setAnnouncement(page.nextCursor ? t('feeds.loadedMore') : t('feeds.end'));
  }, [cursor, route, query, getKey, items, t]);

  // Automatic loading stops after an error until the reader asks again.
  const auto = status === 'idle' && cursor !== null;
  useEffect(() => {
    if (!auto) return;
    const check = () => {
      const list = listRef.current;
      if (!list) return;
      const { bottom } = list.getBoundingClientRect();
      if (shouldLoadMore({ listBottomPx: bottom, viewportHeightPx: window.innerHeight })) void loadMore();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          check();
        }, INFINITE_SCROLL.checkDelayMs);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    const interval = setInterval(check, INFINITE_SCROLL.emptyViewportCheckMs);
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearInterval(interval);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [auto, loadMore]);

  if (items.length === 0 && !cursor)
    return (
      <>
        {insert?.node}
        {empty}
      </>
    );

  // Before the item at its place once that item is here; after the last one when the list has no more.
  const insertAt =
    insert && (items.length >= insert.at || !cursor) ? Math.min(insert.at, items.length) : null;
  const inserted = <li className="feed-insert">{insert?.node}</li>;
  const nextHref = cursor && pagedLinks ? hrefWithCursor(location.pathname, location.search, cursor) : null;
  return (
    <div className="infinite-list">
      <ul ref={listRef} className={className} aria-label={label} aria-busy={status === 'loading'}>
        {items.map((item, index) => (
          <Fragment key={getKey(item)}>
            {index === insertAt && inserted}
            <li>{renderItem(item, index)}</li>
          </Fragment>
        ))}
        {insertAt === items.length && inserted}
        {status === 'loading' &&
          Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={`skeleton-${index}`} className="skeleton-item" aria-hidden="true">
              <div className="skeleton-card">
                <span className="skeleton-line skeleton-short" />
                <span className="skeleton-line" />
                <span className="skeleton-line" />
              </div>
            </li>
          ))}
      </ul>
      <div className="infinite-list-footer">
        <p id={statusId} className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {status === 'error' && (
          <p className="infinite-list-error" role="alert">
            {t('feeds.error')}{' '}
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => void loadMore()}
            >
              {t('feeds.retry')}
            </button>
          </p>
        )}
        {cursor && status !== 'error' && (
          <LoadMore href={nextHref} loading={status === 'loading'} onLoad={() => void loadMore()} />
        )}
        {!cursor && items.length > 0 && <p className="infinite-list-end">{t('feeds.end')}</p>}
      </div>
    </div>
  );
}

function LoadMore({ href, loading, onLoad }: { href: string | null; loading: boolean; onLoad: () => void }) {
  const t = useT();
  const text = loading ? t('feeds.loading') : t('feeds.loadMore');
  if (href) {
    return (
      <a
        className="button button-secondary load-more"
        href={href}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          event.preventDefault();
          onLoad();
        }}
      >
        {text}
      </a>
    );
  }
  return (
    <button type="button" className="button button-secondary load-more" disabled={loading} onClick={onLoad}>
      {text}
    </button>
  );
}

export type InfiniteFeedProps<R extends StoryFeedRoute> = {
  /** The first page, rendered on the server. */
  initial: FeedPage<ContentSummary>;
  /** The route that answers the next pages of stories; `cursor` is added to `query`. */
  route: R;
  query?: FeedQuery<R>;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** The page reads `?cursor=` itself, so 'Load more' can be a plain link (works without script). */
  pagedLinks?: boolean;
  /** The first story as a lead card with a large picture (magazine layout). */
  lead?: boolean;
  /** Heading level of the story titles. */
  headingLevel?: 2 | 3 | 4;
  /** A card of the page's own among the stories. */
  insert?: FeedInsert | undefined;
};

const storyKey = (story: ContentSummary) => story.cgroupId;

/** SPEC §9 infinite scroll over StoryCards. Owned by the feeds feature. */
export function InfiniteFeed<R extends StoryFeedRoute>({
  initial,
  route,
  query,
  empty,
  label,
  pagedLinks,
  lead,
  headingLevel,
  insert,
}: InfiniteFeedProps<R>) {
  const renderStory = useCallback(
    (story: ContentSummary, index: number) => (
      <StoryCard
        story={story}
        variant={lead && index === 0 ? 'lead' : 'default'}
        priority={index === 0}
        {...(headingLevel ? { headingLevel } : {})}
      />
    ),
    [lead, headingLevel],
  );
  return (
    <InfiniteList
      // R answers stories here (StoryFeedRoute), which the compiler cannot follow through the generic.
      initial={initial as FeedPage<FeedItem<R>>}
      route={route}
      query={query}
      renderItem={renderStory as (item: FeedItem<R>, index: number) => ReactNode}
      getKey={storyKey as (item: FeedItem<R>) => number}
      empty={empty}
      label={label}
      pagedLinks={pagedLinks ?? false}
      insert={insert}
    />
  );
}
