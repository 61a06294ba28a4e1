import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callRoute } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { Combobox, type ComboboxOption, type ComboboxStatus } from './combobox';
import { searchHref } from './search-links';
import {
  fetchSearchSuggestions,
  type SearchSuggestions,
  type SuggestionCall,
  searchSuggestionOptions,
} from './search-suggestions';
import { useAutocompleteSource } from './use-autocomplete';
import './search.css';

const SEARCH_OPTION = 'search';

const askServer: SuggestionCall = async (route, input, signal) => {
  const result = await callRoute(route, input, { signal, promptLogin: false });
  return result.ok ? result.data : null;
};
const fetchSuggestions = (q: string, signal: AbortSignal) => fetchSearchSuggestions(q, signal, askServer);
const isComplete = (data: SearchSuggestions) => data.complete;

/**
 * The header's search box: a plain GET form to /search.html (works before the page is interactive),
 * with SPEC §7 suggestions of topics, publishers, people and places, asked together 100 ms after the
 * last keystroke and shown at once in groups (no list that shifts under the arrow keys); choosing one
 * opens its page.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const suggestions = useAutocompleteSource('search-box', fetchSuggestions, isComplete);
  const query = value.trim();
  const { state } = suggestions;

  const { options, urls } =
    state.status === 'ready' && state.query === query
      ? searchSuggestionOptions(state.data, {
          topics: t('search.suggestions.topics'),
          publishers: t('search.suggestions.publishers'),
          people: t('search.suggestions.people'),
          places: t('search.suggestions.places'),
        })
      : { options: [] as ComboboxOption[], urls: new Map<string, string>() };
  if (query) options.push({ id: SEARCH_OPTION, label: t('search.suggestions.searchFor', { q: query }) });

  const status: ComboboxStatus = query ? state.status : 'idle';

  function go(href: string) {
    setValue('');
    suggestions.setQuery('');
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
          placeholder={t('search.box.headerPlaceholder')}
          value={value}
          status={status}
          options={options}
          onValueChange={(next) => {
            setValue(next);
            suggestions.setQuery(next);
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
