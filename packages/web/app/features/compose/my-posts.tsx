import {
  composePath,
  MY_POSTS_TABS,
  type MyPostItem,
  type MyPostsPage,
  type MyPostsTab,
} from '@masthead/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { LoadMoreButton } from '../../ui/load-more-button';
import { showSnackbar } from '../../ui/snackbar';
import { useCursorPages } from '../../ui/use-cursor-pages';
import { submitContent } from '../editorial/editorial-api';
import { Tabs } from '../feeds/tabs';
import { createPreview, deleteContent, publishContent, unpublishContent } from './compose-api';
import { MyPostRow, type RowAction } from './my-posts-row';
import '../feeds/feeds.css';
import './my-posts.css';

type Props = { tab: MyPostsTab; initial: MyPostsPage; now: string };

/**
 * SPEC §2 My Posts: the writer's drafts and published content, each tab a link with its count, last
 * edited first. Each row is edited, previewed, published or unpublished and deleted right here.
 */
export function MyPosts({ tab, initial, now }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [counts, setCounts] = useState(initial.counts);
  const { items, setItems, cursor, loading, loadMore } = useCursorPages(initial, {
    fetchPage: (next) => call('GET /api2/compose/mine', { status: tab, cursor: next }),
    keyOf: (item) => item.cgroupId,
    onPage: (page) => setCounts(page.counts),
  });
  const [busy, setBusy] = useState<number | null>(null);
  const serverNow = new Date(now);

  const tabs = MY_POSTS_TABS.map((key) => ({
    key,
    label: t(TAB_LABELS[key], { count: counts[key] }),
    href: `/my_posts.html?tab=${key}`,
  }));

  /** Takes a row out of this tab; `to` is where it went (null when deleted). */
  function takeOut(item: MyPostItem, to: MyPostsTab | null): number {
    const index = items.findIndex((known) => known.cgroupId === item.cgroupId);
    setItems((current) => current.filter((known) => known.cgroupId !== item.cgroupId));
    setCounts((current) => ({
      ...current,
      [tab]: Math.max(0, current[tab] - 1),
      ...(to ? { [to]: current[to] + 1 } : {}),
    }));
    return index;
  }

  /** Undo: the row comes back where it was. */
  function putBack(item: MyPostItem, index: number, from: MyPostsTab) {
    setItems((current) => {
      if (current.some((known) => known.cgroupId === item.cgroupId)) return current;
      const next = [...current];
      next.splice(Math.max(0, Math.min(index, next.length)), 0, item);
      return next;
    });
    setCounts((current) => ({ ...current, [tab]: current[tab] + 1, [from]: Math.max(0, current[from] - 1) }));
  }

  /** Runs one row's call with the row marked busy meanwhile. */
  async function forRow<T>(item: MyPostItem, run: (cgroupId: number) => Promise<T>) {
    setBusy(item.cgroupId);
    const result = await run(item.cgroupId);
    setBusy(null);
    return result;
  }

  async function publish(item: MyPostItem) {
    const result = await forRow(item, publishContent);
    if (!result.ok) {
      // An untitled draft or an unfinished type part: the editor shows what is missing.
      if (result.status === 400)
        showSnackbar(t('myPosts.notReady'), {
          label: t('myPosts.edit'),
          run: () => navigate(composePath({ cgroupId: item.cgroupId })),
        });
      else showSnackbar(result.message);
      return;
    }
    takeOut(item, 'published');
    showSnackbar(t('myPosts.published'));
  }

  /** A magazine draft of a writer or contributor goes to the editors; it stays among the drafts. */
  async function submit(item: MyPostItem) {
    const result = await forRow(item, submitContent);
    if (!result.ok) return showSnackbar(result.message);
    const { reviewState, updatedAt } = result.data;
    setItems((current) =>
      current.map((known) => (known === item ? { ...item, reviewState, updatedAt } : known)),
    );
    showSnackbar(
      t('editorial.submitted', { magazine: item.publisher.displayName || item.publisher.username }),
    );
  }

  async function unpublish(item: MyPostItem) {
    const result = await forRow(item, unpublishContent);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    const index = takeOut(item, 'draft');
    showSnackbar(t('myPosts.unpublished'), {
      label: t('myPosts.undo'),
      run: async () => {
        const again = await publishContent(item.cgroupId);
        if (!again.ok) {
          showSnackbar(again.message);
          return;
        }
        putBack({ ...item, updatedAt: again.data.updatedAt }, index, 'draft');
      },
    });
  }

  async function remove(item: MyPostItem) {
    const title = item.title.trim() || t('myPosts.untitled');
    // A draft was never read: its question does not speak of readers.
    const draft = item.status === 'draft';
    const confirmed = await confirm({
      title: t(draft ? 'compose.delete.title' : 'myPosts.delete.title'),
      message: t(draft ? 'myPosts.deleteDraft.message' : 'myPosts.delete.message', { title }),
      confirmLabel: t('myPosts.delete'),
      danger: true,
    });
    if (!confirmed) return;
    const result = await forRow(item, deleteContent);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    takeOut(item, null);
    showSnackbar(t('myPosts.deleted'));
  }

  /** A draft's preview opens its shareable page (a full load: the link may carry its own language). */
  async function preview(item: MyPostItem) {
    const result = await forRow(item, createPreview);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    window.location.assign(result.data.url);
  }

  const act = (item: MyPostItem, action: RowAction) => {
    if (action === 'publish') void publish(item);
    else if (action === 'submit') void submit(item);
    else if (action === 'unpublish') void unpublish(item);
    else if (action === 'delete') void remove(item);
    else void preview(item);
  };

  return (
    <div className="page my-posts">
      <header className="my-posts-header">
        <h1>{t('myPosts.title')}</h1>
        <Link className="button button-primary" to="/write.html">
          {t('myPosts.write')}
        </Link>
      </header>
      <Tabs label={t('myPosts.tabs')} tabs={tabs} selected={tab} idPrefix="my-posts">
        {items.length === 0 && !cursor ? (
          <EmptyState
            title={t(EMPTY[tab].title)}
            message={t(EMPTY[tab].message)}
            action={{ label: t('myPosts.write'), href: '/write.html' }}
          />
        ) : (
          <>
            <ul className="my-posts-list">
              {items.map((item) => (
                <MyPostRow
                  key={item.cgroupId}
                  item={item}
                  now={serverNow}
                  busy={busy === item.cgroupId}
                  onAction={(action) => act(item, action)}
                />
              ))}
            </ul>
            {cursor && (
              <LoadMoreButton
                loading={loading}
                onLoad={() => void loadMore()}
                label={t('myPosts.loadMore')}
                loadingLabel={t('myPosts.loadingMore')}
              />
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}

const TAB_LABELS = { draft: 'myPosts.tab.draft', published: 'myPosts.tab.published' } as const;
const EMPTY = {
  draft: { title: 'myPosts.empty.draft.title', message: 'myPosts.empty.draft.message' },
  published: { title: 'myPosts.empty.published.title', message: 'myPosts.empty.published.message' },
} as const;
