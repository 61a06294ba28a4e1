import {
  PHOTO_SEARCH_LIMITS,
  PHOTO_SEARCH_REQUEST_LIMIT,
  type PhotoSearchHit,
  type PhotoSearchType,
  type StoredPhoto,
} from '@masthead/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { call, REQUEST_ABORTED } from '../lib/api';
import { useT } from '../lib/i18n';
import { ImageSearchPreview } from './image-search-preview';
import { ImageSearchResults, type SearchState } from './image-search-results';
import { Modal } from './modal';
import { isShowableImageAddress, mergeHits, pageOfHits } from './photo-math';
import { usePickedImport } from './use-picked-import';
import './photos.css';

export type ImageSearchOverlayProps = {
  open: boolean;
  /** 'gif' titles it 'Insert a GIF', 'img' 'Insert an image'. */
  kind: PhotoSearchType;
  onClose: () => void;
  /** Called with the picture once it is stored on this site (outside images are imported first). */
  onPick: (photo: StoredPhoto) => void;
};

/** How long typing pauses before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 300;

const searchRoute = (kind: PhotoSearchType) =>
  kind === 'gif' ? 'POST /api2/photoSearch/gif' : 'POST /api2/photoSearch/still';

const isAbortedFailure = (result: { ok: boolean; error?: { errors?: { system?: string } } }) =>
  !result.ok && result.error?.errors?.system === REQUEST_ABORTED;

/**
 * SPEC §2 image and GIF search overlay: search (on Enter, or after a pause in typing), 12 results a page
 * (13 asked for, SPEC §9), more when scrolled within 50 px of the bottom or with 'Load more', a preview
 * with the credit the provider asks for, and 'Use image', which stores the picture on this site first.
 */
export function ImageSearchOverlay({ open, kind, onClose, onPick }: ImageSearchOverlayProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [selected, setSelected] = useState<{ hit: PhotoSearchHit; index: number } | null>(null);
  const searchAbort = useRef<AbortController | null>(null);
  const picked = usePickedImport((photo) => {
    onPick(photo);
    onClose();
  });
  const debounce = useRef<number | undefined>(undefined);
  const lastSearched = useRef('');
  const listRef = useRef<HTMLDivElement>(null);
  const listScroll = useRef(0);
  const backRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);
  /** Scroll events come faster than renders: one page at a time. */
  const loadingMore = useRef(false);

  const title = kind === 'gif' ? t('photos.insertGif') : t('photos.insertImage');

  // Each opening (or a switch between GIFs and images) starts afresh; closing stops what was on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: kind is a reason to start again, not a value read here.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setState({ status: 'idle' });
    setSelected(null);
    picked.reset();
    lastSearched.current = '';
    return () => {
      window.clearTimeout(debounce.current);
      searchAbort.current?.abort();
      picked.abort();
    };
  }, [open, kind]);

  // Without a query: the site's own pictures, newest first (issue 13), what the overlay opens on.
  const fetchPage = useCallback(
    (q: string, page: number, signal: AbortSignal) =>
      q
        ? call(searchRoute(kind), { q, page, limit: PHOTO_SEARCH_REQUEST_LIMIT }, { signal })
        : call(
            'GET /api2/photoSearch/recent',
            { kind, page: String(page), limit: String(PHOTO_SEARCH_REQUEST_LIMIT) },
            { signal },
          ),
    [kind],
  );

  const runSearch = useCallback(
    async (raw: string) => {
      window.clearTimeout(debounce.current);
      const q = raw.trim();
      lastSearched.current = q;
      searchAbort.current?.abort();
      const controller = new AbortController();
      searchAbort.current = controller;
      loadingMore.current = false;
      setSelected(null);
      setState({ status: 'loading', q });
      const result = await fetchPage(q, 1, controller.signal);
      if (controller.signal.aborted || isAbortedFailure(result)) return;
      if (!result.ok) {
        setState({ status: 'error', q, message: result.message });
        return;
      }
      const { shown, hasMore } = pageOfHits(safeHits(result.data.photos));
      listScroll.current = 0;
      if (listRef.current) listRef.current.scrollTop = 0;
      setState({
        status: 'ready',
        q,
        source: result.data.source,
        hits: shown,
        page: 1,
        hasMore,
        loadingMore: false,
        moreError: null,
      });
    },
    [fetchPage],
  );

  // Each opening shows the site's own pictures at once, before anything is typed.
  useEffect(() => {
    if (open) void runSearch('');
  }, [open, runSearch]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.hasMore || loadingMore.current) return;
    const { q, page } = state;
    const controller = new AbortController();
    searchAbort.current = controller;
    loadingMore.current = true;
    setState({ ...state, loadingMore: true, moreError: null });
    const result = await fetchPage(q, page + 1, controller.signal);
    loadingMore.current = false;
    if (controller.signal.aborted || isAbortedFailure(result)) return;
    setState((current) => {
      if (current.status !== 'ready' || current.q !== q) return current;
      if (!result.ok) return { ...current, loadingMore: false, moreError: result.message };
      const { shown, hasMore } = pageOfHits(safeHits(result.data.photos));
      return {
        ...current,
        hits: mergeHits(current.hits, shown),
        page: page + 1,
        hasMore,
        loadingMore: false,
      };
    });
  }, [state, fetchPage]);

  // Typing searches by itself after a short pause.
  useEffect(() => {
    if (!open) return;
    window.clearTimeout(debounce.current);
    if (query.trim() === lastSearched.current) return;
    debounce.current = window.setTimeout(() => void runSearch(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(debounce.current);
  }, [query, open, runSearch]);

  // Into the preview: the keyboard lands on 'Back to results'; out of it, on the picture it came from.
  useEffect(() => {
    if (selected) {
      backRef.current?.focus();
      return;
    }
    const index = returnTo.current;
    if (index === null) return;
    returnTo.current = null;
    const list = listRef.current;
    if (list) list.scrollTop = listScroll.current;
    list?.querySelector<HTMLButtonElement>(`[data-hit-index="${index}"]`)?.focus();
  }, [selected]);

  const openPreview = (hit: PhotoSearchHit, index: number) => {
    listScroll.current = listRef.current?.scrollTop ?? 0;
    picked.reset();
    setSelected({ hit, index });
  };

  const backToResults = () => {
    picked.reset();
    returnTo.current = selected?.index ?? null;
    setSelected(null);
  };

  return (
    <Modal open={open} onClose={onClose} title={title} className="modal-photo modal-image-search">
      <div className="image-search">
        <SearchField kind={kind} query={query} onQuery={setQuery} onSearch={() => void runSearch(query)} />

        {selected ? (
          <ImageSearchPreview
            hit={selected.hit}
            backRef={backRef}
            importing={picked.importing}
            importError={picked.importError}
            onBack={backToResults}
            onUse={() => void picked.start(selected.hit)}
          />
        ) : null}

        <ImageSearchResults
          kind={kind}
          state={state}
          hidden={selected !== null}
          listRef={listRef}
          onLoadMore={() => void loadMore()}
          onRetry={(q) => void runSearch(q)}
          onOpen={openPreview}
        />
      </div>
    </Modal>
  );
}

/** Results whose picture address cannot be shown safely are left out. */
const safeHits = (hits: readonly PhotoSearchHit[] | undefined) =>
  (Array.isArray(hits) ? hits : []).filter((hit) => isShowableImageAddress(hit.photo));

/** The search words; Enter or the button searches at once. */
function SearchField({
  kind,
  query,
  onQuery,
  onSearch,
}: {
  kind: PhotoSearchType;
  query: string;
  onQuery: (query: string) => void;
  onSearch: () => void;
}) {
  const t = useT();
  const inputId = useId();
  // No <form>: the overlay may sit inside an editor's form, and forms must not nest.
  return (
    <search className="image-search-form">
      <label htmlFor={inputId} className="visually-hidden">
        {t('photos.searchLabel')}
      </label>
      <input
        id={inputId}
        className="image-search-input"
        type="search"
        data-autofocus
        autoComplete="off"
        enterKeyHint="search"
        maxLength={PHOTO_SEARCH_LIMITS.queryMax}
        placeholder={kind === 'gif' ? t('photos.searchGifPlaceholder') : t('photos.searchImgPlaceholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSearch();
        }}
      />
      <button type="button" className="button button-primary" onClick={onSearch}>
        {t('photos.searchSubmit')}
      </button>
    </search>
  );
}
