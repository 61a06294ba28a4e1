import {
  PHOTO_SEARCH_PAGE_SIZE,
  PHOTO_SEARCH_SETTINGS,
  type PhotoSearchHit,
  type PhotoSearchType,
  type PhotoSource,
} from '@masthead/core';
import { type Ref, useId } from 'react';
import { useT } from '../lib/i18n';
import { isNearBottom } from './photo-math';

type Results = {
  /** Empty: the site's own pictures, newest first (what the overlay opens on). */
  q: string;
  /** Who searched: 'library' when no outside service is set up for the kind. */
  source: PhotoSource;
  hits: PhotoSearchHit[];
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
};

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'error'; q: string; message: string }
  | ({ status: 'ready' } & Results);

/**
 * The search's results: a prompt before the first search, placeholders while it runs, the pictures
 * as buttons (each opens its preview), more of them near the bottom or with 'Load more', and what went wrong.
 */
export function ImageSearchResults({
  kind,
  state,
  hidden,
  listRef,
  onLoadMore,
  onRetry,
  onOpen,
}: {
  kind: PhotoSearchType;
  state: SearchState;
  /** While a picture is previewed (the list keeps its place). */
  hidden: boolean;
  listRef: Ref<HTMLDivElement>;
  onLoadMore: () => void;
  onRetry: (q: string) => void;
  onOpen: (hit: PhotoSearchHit, index: number) => void;
}) {
  const t = useT();
  const resultsHeadingId = useId();
  const hitLabel = (hit: PhotoSearchHit, index: number) =>
    hit.attribution
      ? t('photos.hitLabelBy', { n: index + 1, name: hit.attribution.name })
      : t('photos.hitLabel', { n: index + 1 });
  return (
    <div
      ref={listRef}
      className="image-search-results"
      hidden={hidden}
      aria-busy={state.status === 'loading' || (state.status === 'ready' && state.loadingMore) || undefined}
      onScroll={(event) => {
        if (isNearBottom(event.currentTarget)) onLoadMore();
      }}
    >
      <p className="visually-hidden" role="status">
        {state.status === 'loading'
          ? t('photos.searchLoading')
          : state.status === 'ready' && state.hits.length > 0 && !state.loadingMore
            ? t(state.hasMore ? 'photos.searchFound' : 'photos.searchFoundAll', { count: state.hits.length })
            : ''}
      </p>
      {state.status === 'idle' && <p className="image-search-note">{t('photos.searchPrompt')}</p>}
      {state.status === 'loading' && <SkeletonGrid />}
      {state.status === 'error' && (
        <div className="image-search-note" role="alert">
          <p>{state.message || t('photos.searchFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => onRetry(state.q)}>
            {t('photos.searchRetry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.hits.length === 0 && (
        <p className="image-search-note image-search-empty" role="status">
          {t(state.q ? 'photos.searchEmpty' : 'photos.libraryEmpty')}
        </p>
      )}
      {state.status === 'ready' && state.source === 'library' && (
        <p className="image-search-note">
          {t('photos.libraryNote', { settings: PHOTO_SEARCH_SETTINGS[kind].join(t('photos.settingsOr')) })}
        </p>
      )}
      {state.status === 'ready' && state.hits.length > 0 && (
        <>
          <h3 id={resultsHeadingId} className="image-search-heading">
            {state.q ? t('photos.searchResults', { q: state.q }) : t('photos.libraryTitle')}
          </h3>
          <ul className="image-search-grid" aria-labelledby={resultsHeadingId}>
            {state.hits.map((hit, index) => (
              <li key={`${hit.source}:${hit.id}`}>
                <button
                  type="button"
                  className="image-search-hit"
                  data-hit-index={index}
                  aria-label={hitLabel(hit, index)}
                  onClick={() => onOpen(hit, index)}
                >
                  <img src={hit.photo} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
          {state.loadingMore && <SkeletonGrid count={4} />}
          {state.moreError && (
            <p className="photo-error" role="alert">
              {state.moreError}
            </p>
          )}
          {state.hasMore && (
            <div className="image-search-more">
              <button
                type="button"
                className="button button-secondary"
                disabled={state.loadingMore}
                onClick={onLoadMore}
              >
                {state.loadingMore ? t('photos.searchLoading') : t('photos.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function SkeletonGrid({ count = PHOTO_SEARCH_PAGE_SIZE }: { count?: number }) {
  return (
    <ul className="image-search-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={index}>
          <span className="image-search-skeleton" />
        </li>
      ))}
    </ul>
  );
}
