import type { AdminTopicsPage, AdminTopicView } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { SearchForm } from './search-form';

/** Topics: rename one, or merge it into its master tag (SPEC §8 'Invalid master tag'). */
export function TopicsSection({ topics }: { topics: AdminTopicsPage }) {
  const t = useT();
  const [items, setItems] = useState(topics.items);
  return (
    <>
      <SearchForm label={t('admin.section.topics')} />
      <ul className="admin-list">
        {items.map((topic) => (
          <TopicRow
            key={topic.topicId}
            topic={topic}
            onRenamed={(next) =>
              setItems((current) => current.map((item) => (item.topicId === next.topicId ? next : item)))
            }
            onMerged={(master) =>
              setItems((current) =>
                current
                  .filter((item) => item.topicId !== topic.topicId)
                  .map((item) => (item.topicId === master.topicId ? master : item)),
              )
            }
          />
        ))}
      </ul>
    </>
  );
}

type RowProps = {
  topic: AdminTopicView;
  onRenamed(topic: AdminTopicView): void;
  onMerged(master: AdminTopicView): void;
};

function TopicRow({ topic, onRenamed, onMerged }: RowProps) {
  const t = useT();
  const [title, setTitle] = useState(topic.title);
  const [master, setMaster] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const result = await call('POST /api2/admin/topic/rename', { topicId: topic.topicId, title });
    if (!result.ok) return setError(result.message);
    setError(null);
    onRenamed(result.data.topic);
  }

  async function merge(event: FormEvent) {
    event.preventDefault();
    const masterTopicId = Number(master);
    const result = await call('POST /api2/admin/topic/merge', {
      topicId: topic.topicId,
      masterTopicId: Number.isSafeInteger(masterTopicId) && masterTopicId > 0 ? masterTopicId : topic.topicId,
    });
    if (!result.ok) return setError(result.message);
    showSnackbar(`${topic.title} → ${result.data.master.title}`);
    onMerged(result.data.master);
  }

  const titleId = `topic-title-${topic.topicId}`;
  const masterId = `topic-master-${topic.topicId}`;
  return (
    <li className="admin-card admin-topic">
      <p>
        <strong>{topic.title}</strong> · #{topic.topicId} ·{' '}
        {t('admin.topics.stories', { count: topic.articleCount })}
      </p>
      <form className="admin-row" onSubmit={rename}>
        <label htmlFor={titleId} className="visually-hidden">
          {t('admin.topics.rename')} {topic.title}
        </label>
        <input
          id={titleId}
          className="field-input"
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.topics.rename')}
        </button>
      </form>
      <form className="admin-row" onSubmit={merge}>
        <label htmlFor={masterId}>{t('admin.topics.merge')}</label>
        <input
          id={masterId}
          className="field-input"
          inputMode="numeric"
          value={master}
          onChange={(e) => setMaster(e.target.value)}
        />
        <button type="submit" className="button button-danger">
          {t('admin.topics.mergeButton')}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
