/**
 * The reading scenarios of `npm run bench` on the generated large data set: what a reader does most
 * (home feed, a story, a topic, a vote, the topic box), each rotating over many readers, stories or
 * topics so that no single cached row flatters the figure; plus one deliberately hot row.
 */
import { storyPath, topicPath } from '@masthead/core';
import type autocannon from 'autocannon';
import pg from 'pg';
import { sessionCookie } from './sessions.ts';

export type Targets = {
  /** Published, undeleted articles for story pages, hottest first. */
  stories: { cgroupId: number; title: string }[];
  /** Published stories to vote on, spread over the whole id range. */
  voteStoryIds: number[];
  /** The one story every reader votes on in the hot-row run. */
  hotStoryId: number;
  /** The busiest topics (most articles). */
  topics: { topicId: number; title: string }[];
};

export type Scenario = { name: string; options: autocannon.Options };

/** The topic box typed into: a letter or two (many titles match), and words (few do). */
export const SHORT_QUERIES = ['c', 'co', 'mo'];
export const WORD_QUERIES = ['urb', 'coffee', 'slow tr', 'design', 'jazz'];
const AUTOCOMPLETE_QUERIES = [...SHORT_QUERIES, ...WORD_QUERIES];

/**
 * What a browser sends with a page request that changes the answer: it takes Brotli or gzip, so pages
 * are measured as the bytes a reader receives (and the app's compression is part of their cost).
 */
export const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };

/** The most-read stories, which a guest page cache serves: most readers arrive at a few stories. */
const HOT_STORIES = 20;

/** How many distinct (reader, story) pairs the spread vote run toggles. */
const VOTE_PAIRS = 1000;

export async function findTargets(databaseUrl: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const published = `status = 'published' and deleted_at is null`;
    const stories = await client.query<{ id: string; title: string }>(
      `select id, title from contents where ${published} and ctype = 12 order by hot_score desc limit 1000`,
    );
    // Every 97th story: spread over the table rather than the hottest few pages of it.
    const voteStories = await client.query<{ id: string }>(
      `select id from contents where ${published} and id % 97 = 0 order by id limit ${VOTE_PAIRS}`,
    );
    const topics = await client.query<{ id: string; title: string }>(
      'select id, title from topics order by article_count desc, id limit 100',
    );
    const hot = stories.rows[0];
    if (!hot || voteStories.rows.length === 0 || topics.rows.length === 0) {
      throw new Error('The bench database has no stories or topics: generate it (npm run bench:generate).');
    }
    return {
      stories: stories.rows.map((row) => ({ cgroupId: Number(row.id), title: row.title })),
      voteStoryIds: voteStories.rows.map((row) => Number(row.id)),
      hotStoryId: Number(hot.id),
      topics: topics.rows.map((row) => ({ topicId: Number(row.id), title: row.title })),
    };
  } finally {
    await client.end();
  }
}

/** One autocannon request definition whose path, headers or body change on every request. */
function sequence(
  build: (index: number, request: autocannon.Request) => autocannon.Request,
): autocannon.Request[] {
  let index = 0;
  return [{ setupRequest: (request) => build(index++, request) }];
}

export function readingScenarios(input: {
  appUrl: string;
  sessions: string[];
  targets: Targets;
}): Scenario[] {
  const { appUrl, sessions, targets } = input;
  const cookieOf = (index: number) => sessionCookie(sessions[index % sessions.length]!);
  const signedIn = (index: number, request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, ...PAGE_HEADERS, cookie: cookieOf(index) },
  });
  const storyScenario = (label: string, count: number): Scenario => ({
    name: `GET /story/{id}/{slug}.html (story page, server-rendered, guest, ${label})`,
    options: {
      url: appUrl,
      headers: PAGE_HEADERS,
      requests: sequence((index, request) => ({
        ...request,
        // Titles in Chinese make non-ASCII slugs: a browser sends them percent-encoded.
        path: encodeURI(storyPath(targets.stories[index % count]!)),
      })),
    },
  });
  // Unsafe methods from a page of the site carry its Origin (http/csrf.ts compares it with Host).
  const postJson = { 'content-type': 'application/json', origin: appUrl };

  const vote = (
    name: string,
    choose: (index: number) => { reader: number; cgroupId: number; up: boolean },
  ) => ({
    name,
    options: {
      url: `${appUrl}/api2/vote`,
      method: 'POST' as const,
      headers: postJson,
      requests: sequence((index, request) => {
        const { reader, cgroupId, up } = choose(index);
        return {
          ...request,
          headers: { ...request.headers, cookie: cookieOf(reader) },
          body: JSON.stringify({ cgroupId, vote: up ? 'up' : 'none' }),
        };
      }),
    },
  });

  return [
    {
      name: `GET / (home page, server-rendered, signed in, ${sessions.length} readers rotated)`,
      options: { url: `${appUrl}/`, requests: sequence(signedIn) },
    },
    {
      name: `GET /api2/feed/home (signed in, ${sessions.length} readers rotated)`,
      options: { url: `${appUrl}/api2/feed/home`, requests: sequence(signedIn) },
    },
    storyScenario(`${HOT_STORIES} hottest stories rotated, mostly from the guest page cache`, HOT_STORIES),
    storyScenario(
      // The guest cache keeps a page 5 s: at a few hundred pages a second each story comes round less often.
      `${targets.stories.length} stories rotated, mostly rendered`,
      targets.stories.length,
    ),
    {
      name: `GET /blogs/{title} (topic page, server-rendered, guest, ${targets.topics.length} busiest topics rotated)`,
      options: {
        url: appUrl,
        requests: sequence((index, request) => ({
          ...request,
          path: topicPath(targets.topics[index % targets.topics.length]!),
        })),
        headers: PAGE_HEADERS,
      },
    },
    {
      name: `GET /api2/topic/feed?topicId= (guest, ${targets.topics.length} busiest topics rotated)`,
      options: {
        url: appUrl,
        requests: sequence((index, request) => ({
          ...request,
          path: `/api2/topic/feed?topicId=${targets.topics[index % targets.topics.length]!.topicId}`,
        })),
      },
    },
    {
      name: `POST /api2/topic/autocomplete (${AUTOCOMPLETE_QUERIES.length} queries rotated)`,
      options: {
        url: `${appUrl}/api2/topic/autocomplete`,
        method: 'POST',
        headers: postJson,
        requests: sequence((index, request) => ({
          ...request,
          body: JSON.stringify({
            q: AUTOCOMPLETE_QUERIES[index % AUTOCOMPLETE_QUERIES.length],
            min_articles: 5,
            onlyNotAdded: false,
            limit: 5,
          }),
        })),
      },
    },
    // Pair p is (reader p mod readers, story p); every pass over the pairs flips up ↔ none, and one pair
    // comes round again only after all the others, so no two requests race for one vote row.
    vote(
      `POST /api2/vote (up/none toggled on ${targets.voteStoryIds.length.toLocaleString('en')} stories by ${sessions.length} readers)`,
      (index) => {
        const pair = index % targets.voteStoryIds.length;
        return {
          reader: pair,
          cgroupId: targets.voteStoryIds[pair]!,
          up: Math.floor(index / targets.voteStoryIds.length) % 2 === 0,
        };
      },
    ),
    // TESTING §7 hot-row: every reader on the same story, so every request updates one counter row.
    vote(`POST /api2/vote (hot row: ${sessions.length} readers toggling one story)`, (index) => ({
      reader: index,
      cgroupId: targets.hotStoryId,
      up: Math.floor(index / sessions.length) % 2 === 0,
    })),
  ];
}

/** TESTING §7 invariant: vote counters equal their rows, for the stories the vote runs touched. */
export async function checkVoteCounters(databaseUrl: string, ids: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{
      id: string;
      up: number;
      down: number;
      rows_up: string;
      rows_down: string;
    }>(
      `select c.id, c.upvote_count as up, c.downvote_count as down,
         (select count(*) from votes v where v.content_id = c.id and v.value = 1) as rows_up,
         (select count(*) from votes v where v.content_id = c.id and v.value = -1) as rows_down
       from contents c where c.id = any($1::bigint[])`,
      [ids],
    );
    const wrong = result.rows.filter(
      (row) => row.up !== Number(row.rows_up) || row.down !== Number(row.rows_down),
    );
    return { checked: result.rows.length, wrong: wrong.map((row) => Number(row.id)) };
  } finally {
    await client.end();
  }
}
