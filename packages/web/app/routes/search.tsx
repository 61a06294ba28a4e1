import { type SearchPage, ZSearch } from '@masthead/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getPageContext } from '../context';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { Combobox } from '../features/search/combobox';
import { readSearchParams, searchHref } from '../features/search/search-links';
import { LocationResults, ProfileResults, TopicResults } from '../features/search/search-results';
import { PANEL_ID, SearchTabs, TAB_LABELS, tabId } from '../features/search/search-tabs';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/search';

/** SPEC §2 search with tabs: /search.html?q=&tab=stories|interests|publishers|people|locations&cursor= */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const params = readSearchParams(new URL(request.url).searchParams);
  const parsed = ZSearch.safeParse({
    q: params.q,
    tab: params.tab,
    ...(params.cursor ? { cursor: params.cursor } : {}),
  });
  // No query yet (or one no search could answer): the page asks what to look for.
  if (!parsed.success) return { q: params.q, tab: params.tab, offset: 0, result: null as SearchPage | null };
  const { q, tab, cursor } = parsed.data;
  return { q, tab, offset: cursor ?? 0, result: await page.api.search.search(parsed.data) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const title = loaderData?.q ? t('search.meta.titleWithQuery', { q: loaderData.q }) : t('search.title');
  return [
    { title: t('shell.pageTitle', { title }) },
    { name: 'description', content: t('search.meta.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, tab, offset, result } = loaderData;
  return (
    <div className="page search-page">
      <h1>{t('search.title')}</h1>
      <SearchForm q={q} tab={tab} />
      {q && result ? (
        <>
          <SearchTabs q={q} current={tab} />
          <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={-1}>
            <h2 className="visually-hidden">{t(TAB_LABELS[tab])}</h2>
            <Results result={result} offset={offset} />
          </section>
        </>
      ) : (
        <EmptyState title={t('search.prompt.title')} message={t('search.prompt.body')} />
      )}
    </div>
  );
}

/** The page's own box: a GET form, so it works before hydration; keeps the tab when searching again. */
function SearchForm({ q, tab }: { q: string; tab: Route.ComponentProps['loaderData']['tab'] }) {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on a form is the widely supported form.
    <form
      role="search"
      aria-label={t('search.page.form')}
      action="/search.html"
      method="get"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void navigate(searchHref(value.trim(), tab));
      }}
    >
      <Combobox
        label={t('search.box.label')}
        hideLabel
        name="q"
        placeholder={t('search.box.placeholder')}
        value={value}
        onValueChange={setValue}
        options={[]}
        status="idle"
        onSelect={() => {}}
      />
      {tab !== 'stories' && <input type="hidden" name="tab" value={tab} />}
      <button type="submit" className="button button-primary">
        {t('search.box.submit')}
      </button>
    </form>
  );
}

function Results({ result, offset }: { result: SearchPage; offset: number }) {
  const t = useT();
  const noResults = (
    <EmptyState title={t('search.noResults.title', { q: result.q })} message={t('search.noResults.body')} />
  );
  if (result.tab === 'stories') {
    return (
      <InfiniteFeed
        initial={{ items: result.items, nextCursor: result.nextCursor }}
        route="GET /api2/search"
        query={{ q: result.q, tab: 'stories' }}
        empty={noResults}
        label={t('search.tab.stories')}
      />
    );
  }
  if (result.items.length === 0) return noResults;
  return (
    <>
      {result.tab === 'interests' && <TopicResults items={result.items} />}
      {(result.tab === 'publishers' || result.tab === 'people') && <ProfileResults items={result.items} />}
      {result.tab === 'locations' && <LocationResults items={result.items} />}
      <Pager result={result} offset={offset} />
    </>
  );
}

/** Plain links between pages of a tab, so that each page has its own address. */
function Pager({ result, offset }: { result: SearchPage; offset: number }) {
  const t = useT();
  if (offset === 0 && !result.nextCursor) return null;
  return (
    <nav className="search-pager" aria-label={t(TAB_LABELS[result.tab])}>
      {offset > 0 && (
        <Link className="button button-quiet" to={searchHref(result.q, result.tab)}>
          {t('search.previous')}
        </Link>
      )}
      {result.nextCursor && (
        <Link
          className="button button-secondary next"
          to={searchHref(result.q, result.tab, result.nextCursor)}
        >
          {t('search.more')}
        </Link>
      )}
    </nav>
  );
}
