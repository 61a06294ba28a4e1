import {
  type EntitySuggestion,
  entityPath,
  type LocationResult,
  type LocationSuggestion,
  type LocationType,
  locationPath,
  locationTypeOf,
  type PeopleType,
  type PersonSuggestion,
  type ProfileResult,
  profilePath,
  SEARCH_PAGE,
  type SearchPage,
  type TEntityAutocomplete,
  type TLocationAutocomplete,
  type TopicResult,
  type TopicSuggestion,
  type TPeopleAutocomplete,
  type TSearch,
  type TTopicAutocomplete,
  topicPath,
  USER_TYPE,
  ZEntityAutocomplete,
  ZLocationAutocomplete,
  ZPeopleAutocomplete,
  ZTopicAutocomplete,
} from '@masthead/core';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents, entities, locations, topics } from '../content/tables.ts';
import { followingSet } from '../engagement/queries.ts';
import { type FollowKind, follows } from '../engagement/tables.ts';
import { detectLang, placeNameLang } from '../langs/detect.ts';
import { notClosedMagazine } from '../magazines/closed.ts';
import { type NamePatterns, nameMatches, namePatterns, prefixTsquery, startsWith } from './matching.ts';

type Page = { offset: number; size: number };

/** Not already followed by the viewer (SPEC §7 onlyNotAdded); served by the follows primary key. */
const notFollowed = (viewerId: number, kind: FollowKind, id: AnyPgColumn) =>
  sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.targetKind} = ${kind} and ${follows.targetId} = ${id})`;

/** SPEC §7 type B: magazines, and people who have published (as publisher or as author). */
const publishesSql = sql`(${users.userType} = ${USER_TYPE.magazine} or exists (select 1 from ${contents} where ${contents.publisherId} = ${users.id} and ${contents.status} = 'published' and ${contents.deletedAt} is null) or exists (select 1 from ${contents} where ${contents.authorId} = ${users.id} and ${contents.status} = 'published' and ${contents.deletedAt} is null))`;

/**
 * One or two letters match a large share of all topics ('c': a fifth of them); ranking them all would
 * grow with the table. The ranking reads a bounded set of prefix matches instead, taken from the
 * topics_title_prefix_idx range.
 */
const SHORT_QUERY_CANDIDATES = 200;
const shortQueryCandidates = (patterns: NamePatterns, minArticles: number) =>
  sql`select ${topics.id} from ${topics} where lower(${topics.title}) like ${patterns.prefix} and ${topics.articleCount} >= ${minArticles} limit ${SHORT_QUERY_CANDIDATES}`;

const nextCursor = (rows: number, page: Page) => {
  const next = page.offset + page.size;
  return rows > page.size && next <= SEARCH_PAGE.maxOffset ? String(next) : null;
};

/** Search (DESIGN §2: full-text tsvector + GIN for stories, pg_trgm for names) and autocomplete (SPEC §7). */
export function createSearchService(deps: ServiceDeps) {
  const { db } = deps;

  async function findTopics(
    q: string,
    options: { minArticles: number; excludeFollowedBy: number | null },
    page: Page,
  ) {
    const patterns = namePatterns(q);
    return db
      .select({
        topicId: topics.id,
        title: topics.title,
        highLight: topics.highLight,
        articleCount: topics.articleCount,
        followerCount: topics.followerCount,
      })
      .from(topics)
      .where(
        and(
          nameMatches(topics.title, patterns),
          patterns.short
            ? sql`${topics.id} in (${shortQueryCandidates(patterns, options.minArticles)})`
            : undefined,
          options.minArticles > 0 ? sql`${topics.articleCount} >= ${options.minArticles}` : undefined,
          options.excludeFollowedBy ? notFollowed(options.excludeFollowedBy, 'topic', topics.id) : undefined,
        ),
      )
      .orderBy(
        desc(topics.highLight),
        desc(startsWith(topics.title, patterns)),
        desc(topics.articleCount),
        asc(topics.title),
        asc(topics.id),
      )
      .limit(page.size + 1)
      .offset(page.offset);
  }

  async function findPeople(
    q: string,
    options: { type: PeopleType; excludeFollowedBy: number | null },
    page: Page,
  ) {
    const patterns = namePatterns(q);
    const exact = sql`(lower(${users.username}) = lower(${q}))`;
    return db
      .select({
        userId: users.id,
        username: users.username,
        displayName: users.displayName,
        photoPath: users.photoPath,
        userType: users.userType,
        bio: users.bio,
        followerCount: users.followerCount,
      })
      .from(users)
      .where(
        and(
          sql`(${nameMatches(users.username, patterns)} or ${nameMatches(users.displayName, patterns)})`,
          isNull(users.suspendedAt),
          options.type === 'B'
            ? and(publishesSql, notClosedMagazine(users.id))
            : eq(users.userType, USER_TYPE.person),
          options.excludeFollowedBy
            ? and(
                sql`${users.id} <> ${options.excludeFollowedBy}`,
                notFollowed(options.excludeFollowedBy, 'user', users.id),
              )
            : undefined,
        ),
      )
      .orderBy(
        desc(exact),
        desc(sql`(${startsWith(users.username, patterns)} or ${startsWith(users.displayName, patterns)})`),
        desc(users.followerCount),
        asc(users.id),
      )
      .limit(page.size + 1)
      .offset(page.offset);
  }

  /** SPEC §5 location type as a condition: the finest level the row names. */
  const ofType = (type: LocationType | undefined) =>
    type === 'city_name'
      ? sql`${locations.city} <> ''`
      : type === 'state_name'
        ? sql`${locations.city} = '' and ${locations.state} <> ''`
        : type === 'country_name'
          ? sql`${locations.city} = '' and ${locations.state} = ''`
          : undefined;

  async function findLocations(q: string, page: Page, type?: LocationType) {
    const patterns = namePatterns(q);
    return db
      .select({
        locationId: locations.id,
        name: locations.name,
        countryCode: locations.countryCode,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        followerCount: locations.followerCount,
      })
      .from(locations)
      .where(and(nameMatches(locations.name, patterns), ofType(type)))
      .orderBy(
        desc(startsWith(locations.name, patterns)),
        desc(locations.featured),
        desc(locations.followerCount),
        asc(locations.name),
        asc(locations.id),
      )
      .limit(page.size + 1)
      .offset(page.offset);
  }

  /** Published stories whose title or description match (contents_search_idx), best match first. */
  async function findStoryIds(q: string, page: Page): Promise<number[]> {
    const exact = sql`websearch_to_tsquery('simple', ${q})`;
    const prefixText = prefixTsquery(q);
    const prefix = prefixText ? sql`to_tsquery('simple', ${prefixText})` : null;
    const matches = prefix
      ? sql`(${contents.search} @@ ${exact} or ${contents.search} @@ ${prefix})`
      : sql`${contents.search} @@ ${exact}`;
    const best = prefix ?? exact;
    // The tsvector holds title and description alike; a match in the title ranks first.
    const rank = sql`(ts_rank(${contents.search}, ${best}) + case when to_tsvector('simple', ${contents.title}) @@ ${best} then 1 else 0 end)`;
    const rows = await db
      .select({ id: contents.id })
      .from(contents)
      .where(and(matches, eq(contents.status, 'published'), isNull(contents.deletedAt)))
      .orderBy(desc(rank), desc(contents.publishedAt), desc(contents.id))
      .limit(page.size + 1)
      .offset(page.offset);
    return rows.map((row) => row.id);
  }

  const topicSuggestion = (row: {
    topicId: number;
    title: string;
    highLight: boolean;
    articleCount: number;
  }): TopicSuggestion => ({
    topicId: row.topicId,
    title: row.title,
    highLight: row.highLight,
    articleCount: row.articleCount,
    url: topicPath(row),
  });

  const personSuggestion = (row: {
    userId: number;
    username: string;
    displayName: string;
    photoPath: string | null;
    userType: number;
  }): PersonSuggestion => ({
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    photoPath: row.photoPath,
    userType: row.userType,
    url: profilePath(row),
  });

  const locationSuggestion = (
    row: Omit<LocationSuggestion, 'url' | 'locationType' | 'lang'>,
  ): LocationSuggestion => ({
    locationId: row.locationId,
    name: row.name,
    countryCode: row.countryCode,
    country: row.country,
    state: row.state,
    city: row.city,
    locationType: locationTypeOf(row),
    lang: placeNameLang(row.name),
    url: locationPath(row),
  });

  /** POST /api2/topic/autocomplete: highlighted topics first, then by match and article count. */
  async function autocompleteTopics(input: TTopicAutocomplete, viewerId: number | null) {
    const { q, min_articles, onlyNotAdded, limit } = ZTopicAutocomplete.parse(input);
    const rows = await findTopics(
      q,
      { minArticles: min_articles, excludeFollowedBy: onlyNotAdded ? viewerId : null },
      { offset: 0, size: limit },
    );
    return { topics: rows.slice(0, limit).map(topicSuggestion) };
  }

  /** POST /api2/people/autocomplete: type B blogs (magazines and people who publish), C users. */
  async function autocompletePeople(input: TPeopleAutocomplete, viewerId: number | null) {
    const { q, type, onlyNotAdded, limit } = ZPeopleAutocomplete.parse(input);
    const rows = await findPeople(
      q,
      { type, excludeFollowedBy: onlyNotAdded ? viewerId : null },
      { offset: 0, size: limit },
    );
    return { people: rows.slice(0, limit).map(personSuggestion) };
  }

  /** POST /api2/location/autocomplete/all */
  async function autocompleteLocations(input: TLocationAutocomplete) {
    const { q, limit, type } = ZLocationAutocomplete.parse(input);
    const rows = await findLocations(q, { offset: 0, size: limit }, type);
    return { locations: rows.slice(0, limit).map(locationSuggestion) };
  }

  /** POST /api2/entities */
  async function autocompleteEntities(input: TEntityAutocomplete) {
    const { q, limit } = ZEntityAutocomplete.parse(input);
    const patterns = namePatterns(q);
    const rows = await db
      .select({ entityId: entities.id, title: entities.title })
      .from(entities)
      .where(nameMatches(entities.title, patterns))
      .orderBy(desc(startsWith(entities.title, patterns)), asc(entities.title), asc(entities.id))
      .limit(limit);
    return {
      entities: rows.map((row) => ({ ...row, url: entityPath(row) }) satisfies EntitySuggestion),
    };
  }

  /** GET /api2/search and the search page: one page of one tab. */
  async function search(input: TSearch, viewerId: number | null): Promise<SearchPage> {
    const { q, tab } = input;
    const offset = input.cursor ?? 0;
    const page: Page = { offset, size: tab === 'stories' ? SEARCH_PAGE.stories : SEARCH_PAGE.others };

    if (tab === 'stories') {
      const ids = await findStoryIds(q, page);
      const items = await loadSummaries(db, ids.slice(0, page.size), viewerId);
      return { tab, q, items, nextCursor: nextCursor(ids.length, page) };
    }
    if (tab === 'interests') {
      const rows = await findTopics(q, { minArticles: 0, excludeFollowedBy: null }, page);
      const shown = rows.slice(0, page.size);
      const following = await followingSet(
        db,
        viewerId,
        'topic',
        shown.map((row) => row.topicId),
      );
      const items: TopicResult[] = shown.map((row) => ({
        ...topicSuggestion(row),
        followerCount: row.followerCount,
        following: following.has(row.topicId),
      }));
      return { tab, q, items, nextCursor: nextCursor(rows.length, page) };
    }
    if (tab === 'locations') {
      const rows = await findLocations(q, page);
      const shown = rows.slice(0, page.size);
      const following = await followingSet(
        db,
        viewerId,
        'location',
        shown.map((row) => row.locationId),
      );
      const items: LocationResult[] = shown.map((row) => ({
        ...locationSuggestion(row),
        followerCount: row.followerCount,
        following: following.has(row.locationId),
      }));
      return { tab, q, items, nextCursor: nextCursor(rows.length, page) };
    }
    const rows = await findPeople(
      q,
      { type: tab === 'publishers' ? 'B' : 'C', excludeFollowedBy: null },
      page,
    );
    const shown = rows.slice(0, page.size);
    const following = await followingSet(
      db,
      viewerId,
      'user',
      shown.map((row) => row.userId),
    );
    const items: ProfileResult[] = shown.map((row) => ({
      ...personSuggestion(row),
      bio: row.bio,
      bioLang: detectLang(row.bio),
      followerCount: row.followerCount,
      following: following.has(row.userId),
    }));
    return { tab, q, items, nextCursor: nextCursor(rows.length, page) };
  }

  return { autocompleteTopics, autocompletePeople, autocompleteLocations, autocompleteEntities, search };
}

export type SearchService = ReturnType<typeof createSearchService>;
