import { COMPOSE_TOPICS_MAX, type TopicRef } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';
import { Autocomplete } from '../search/autocomplete';
import { ComposeChip, ComposeChips } from './compose-chips';

/** Topics (SPEC §3): chips that can be removed, and a topic autocomplete while fewer than the maximum. */
export function TopicPicker({
  topics,
  onChange,
  error,
}: {
  topics: TopicRef[];
  onChange: (topics: TopicRef[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const full = topics.length >= COMPOSE_TOPICS_MAX;
  return (
    <FieldFrame
      group
      label={t('compose.field.topics')}
      className="field-group compose-field"
      dataField="topics"
      error={error}
      hint={
        full
          ? t('compose.field.topicsFull', { max: COMPOSE_TOPICS_MAX })
          : t('compose.field.topicsHint', { max: COMPOSE_TOPICS_MAX })
      }
    >
      {topics.length > 0 && (
        <ComposeChips>
          {topics.map((topic) => (
            <ComposeChip
              key={topic.topicId}
              name={topic.title}
              removeLabel={t('compose.field.removeTopic', { topic: topic.title })}
              onRemove={() => onChange(topics.filter((other) => other.topicId !== topic.topicId))}
            />
          ))}
        </ComposeChips>
      )}
      {!full && (
        <Autocomplete
          route="POST /api2/topic/autocomplete"
          // Any topic may carry a story, not only those with five of them already.
          payload={{ min_articles: 0 }}
          toOptions={(data) =>
            data.topics
              .filter((suggestion) => !topics.some((topic) => topic.topicId === suggestion.topicId))
              .map((suggestion) => ({
                id: String(suggestion.topicId),
                label: suggestion.title,
                description: t('compose.field.topicStories', { count: suggestion.articleCount }),
              }))
          }
          onSelect={(option) => {
            const topicId = Number(option.id);
            if (topics.some((topic) => topic.topicId === topicId) || topics.length >= COMPOSE_TOPICS_MAX)
              return;
            onChange([...topics, { topicId, title: option.label, highLight: false, lang: null }]);
          }}
          label={t('compose.field.topicsSearch')}
          hideLabel
          placeholder={t('compose.field.topicsSearch')}
          clearOnSelect
        />
      )}
    </FieldFrame>
  );
}
