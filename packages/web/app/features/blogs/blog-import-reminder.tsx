import {
  blogImportReminderCount,
  STORAGE_KEYS,
  shouldShowBlogImportReminder,
  withBlogImportReminderShown,
} from '@masthead/core';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { browserStore } from '../../lib/storage';
import { showReminder } from '../../ui/reminder-toast';

/**
 * SPEC §4 and §9 blog-import reminder: a reminder toast suggesting 'Import your blog' to a signed-in
 * writer, shown until its count (kept per person in the browser's stored data) reaches 2.
 */
export function BlogImportReminder() {
  const t = useT();
  const viewer = useViewer();
  const userId = viewer?.userId ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per page visit, for this person.
  useEffect(() => {
    if (!userId) return;
    let store: ReturnType<typeof browserStore>;
    try {
      store = browserStore();
    } catch {
      return;
    }
    const stored = store.getItem(STORAGE_KEYS.blogImportReminderCount);
    if (!shouldShowBlogImportReminder(blogImportReminderCount(stored, userId))) return;
    store.setItem(STORAGE_KEYS.blogImportReminderCount, withBlogImportReminderShown(stored, userId));
    showReminder({
      title: t('blogs.reminder.title'),
      message: t('blogs.reminder.message'),
      action: { label: t('blogs.reminder.action'), href: '/submit_blog.html' },
    });
  }, [userId]);

  return null;
}
