import type { PersonSuggestion, TopicSuggestion } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { Combobox, type ComboboxOption, type ComboboxStatus } from './combobox';
import { searchHref } from './search-links';
import { useAutocomplete } from './use-autocomplete';
import './search.css';

const SEARCH_OPTION = 'search';

/**
 * The header's search box: a plain GET form to /search.html (works before the page is interactive),
 * with SPEC §7 topic and people suggestions; choosing one opens its page.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const topics = useAutocomplete<{ topics: TopicSuggestion[] }>('/api2/topic/autocomplete', { limit: 5 });
  const people = useAutocomplete<{ people: PersonSuggestion[] }>('/api2/people/autocomplete', {
    type: 'C',
    limit: 5,
  });
  const query = value.trim();

  const urls = new Map<string, string>();
  const options: ComboboxOption[] = [];
  if (topics.state.status === 'ready' && topics.state.query === query) {
    for (const topic of topics.state.data.topics) {
      const id = `topic-${topic.topicId}`;
      urls.set(id, topic.url);
      options.push({ id, label: topic.title, group: t('search.suggestions.topics') });
    }
  }
  if (people.state.status === 'ready' && people.state.query === query) {
    for (const person of people.state.data.people) {
      const id = `person-${person.userId}`;
      urls.set(id, person.url);
      options.push({
        id,
        label: person.displayName,
        description: `@${person.username}`,
        group: t('search.suggestions.people'),
      });
    }
  }
  if (query) options.push({ id: SEARCH_OPTION, label: t('search.suggestions.searchFor', { q: query }) });

  const statuses = [topics.state.status, people.state.status];
  const status: ComboboxStatus = statuses.includes('loading')
    ? 'loading'
    : statuses.every((s) => s === 'error')
      ? 'error'
      : query
        ? 'ready'
        : 'idle';

  function go(href: string) {
    setValue('');
    topics.setQuery('');
    people.setQuery('');
    void navigate(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query) go(searchHref(query));
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on a form is the widely supported form. */}
      <form
        role="search"
        aria-label={t('search.box.label')}
        action="/search.html"
        method="get"
        className="search-box"
        onSubmit={onSubmit}
      >
        <Combobox
          label={t('search.box.label')}
          hideLabel
          name="q"
          placeholder={t('search.box.placeholder')}
          value={value}
          status={status}
          options={options}
          onValueChange={(next) => {
            setValue(next);
            topics.setQuery(next);
            people.setQuery(next);
          }}
          onSelect={(option) => go(urls.get(option.id) ?? searchHref(query))}
        />
        <button type="submit" className="search-box-submit">
          <span className="visually-hidden">{t('search.box.submit')}</span>
          <SearchIcon />
        </button>
      </form>
      <Link to="/search.html" className="search-box-link icon-button" aria-label={t('search.title')}>
        <SearchIcon />
      </Link>
    </>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
