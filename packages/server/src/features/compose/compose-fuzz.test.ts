import {
  COMPOSE_DESCRIPTION_MAX,
  CONTENT_BODY_MAX,
  CTYPE,
  LIMITS,
  PREMIUM_PRICE_MAX_MINOR,
  ZComposeSave,
} from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MALFORMED_BODIES, NAUGHTY_STRINGS, WRONG_TYPES } from '../../test/hostile-input.ts';
import { insertStory, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { contents } from '../content/tables.ts';
import { descriptionFromBody } from './service.ts';

/**
 * TESTING §1 and §6 for the compose API: malformed and hostile bodies at every compose endpoint. A
 * refused request answers 4xx in the envelope and changes neither contents nor content_topics nor topic
 * counts; an accepted save stores a body with no script, no event handler and no javascript: address,
 * and title and description exactly as typed (text, which the pages escape).
 */
const RUNS = process.env.TEST_PROFILE === 'long' ? 5000 : 250;
const LEAK = /violates|constraint|pg-protocol|stack|SELECT |at [\w.]+ \(/i;

let t: TestApp;
let writer: Awaited<ReturnType<typeof signedInPerson>>;
let draftId: number;
let publishedId: number;
let othersId: number;
let topicIds: number[];

beforeAll(async () => {
  // Autosave's limit is raised for the fuzz runs (the limit itself is tested in save.test.ts).
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, composeSavesPerMinute: 1_000_000 },
  }));
  writer = await signedInPerson(t);
  const other = await signedInPerson(t);
  topicIds = [(await insertTopic(t.database.db)).id, (await insertTopic(t.database.db)).id];
  const save = async (body: Record<string, unknown>) => {
    const response = await writer.client.post('/api2/compose/save', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.cgroupId as number;
  };
  draftId = await save(validDoc({ topicIds }));
  publishedId = await save(validDoc({ topicIds: [topicIds[0]] }));
  expect((await writer.client.post('/api2/compose/publish', { cgroupId: publishedId })).status).toBe(200);
  othersId = (await insertStory(t.database.db, other.userId, { topicIds })).id;
});
afterAll(() => t?.close());

function validDoc(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ctype: CTYPE.post,
    title: 'Fuzzed',
    body: '<p>Body</p>',
    topicIds: [],
    lang: 'en',
    extra: {},
    premium: false,
    ...over,
  };
}

/** What the rejected requests must leave untouched: contents, their topics and the topic counts. */
async function fingerprint(): Promise<string> {
  const result = await t.database.db.execute(sql`
    select
      (select count(*) from contents) as contents,
      (select md5(coalesce(string_agg(c::text, '|' order by c.id), '')) from contents c) as contents_hash,
      (select count(*) from content_topics) as content_topics,
      (select md5(coalesce(string_agg(ct::text, '|' order by ct.content_id, ct.topic_id), '')) from content_topics ct) as topics_hash,
      (select md5(coalesce(string_agg(tp.id || ':' || tp.article_count, ',' order by tp.id), '')) from topics tp) as counts,
      (select md5(coalesce(string_agg(k::text, ',' order by k.topic_id, k.lang), '')) from topic_lang_counts k) as lang_counts`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
}

type Sent = { payload: string; contentType?: string };

async function send(method: 'GET' | 'POST', url: string, sent?: Sent) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: '10.77.0.1',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      cookie: writer.client.cookie,
      ...(sent ? { 'content-type': sent.contentType ?? 'application/json' } : {}),
    },
    ...(sent ? { payload: sent.payload } : {}),
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** Checks one answer: never a 5xx or a leak; every failure in the envelope. */
function checkAnswer(label: string, answer: { status: number; body: string; headers: object }) {
  expect(answer.status, `${label} → ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(LEAK.test(answer.body), `${label} leaks ${answer.body.slice(0, 200)}`).toBe(false);
    const parsed = JSON.parse(answer.body);
    expect(parsed).toMatchObject({ success: false, isError: true });
    expect(typeof parsed.errorCode).toBe('number');
  }
}

// ─── Generators ──────────────────────────────────────────────────────────────────────────────────────

const HUGE_TITLE = 'T'.repeat(LIMITS.titleMax + 1);
const HUGE_DESCRIPTION = 'D'.repeat(COMPOSE_DESCRIPTION_MAX + 1);
const HUGE_BODY = `<p>${'b'.repeat(CONTENT_BODY_MAX)}</p>`;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_TYPES),
  fc.constantFrom(...NAUGHTY_STRINGS),
  fc.constantFrom(...XSS_PAYLOADS),
  fc.constantFrom(
    HUGE_TITLE,
    HUGE_DESCRIPTION,
    HUGE_BODY,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    PREMIUM_PRICE_MAX_MINOR + 1,
    '7',
    [8],
    null,
    -0,
    [],
    {},
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const SAVE_FIELDS = [
  'cgroupId',
  'ctype',
  'title',
  'description',
  'body',
  'photoPath',
  'photoFocalPoint',
  'topicIds',
  'lang',
  'locationId',
  'extra',
  'premium',
  'priceMinor',
  'currency',
] as const;

/** A save body: a valid document with some fields replaced by hostile values, or extra fields added. */
const hostileSave = fc
  .tuple(
    fc.boolean(),
    fc.dictionary(fc.constantFrom(...SAVE_FIELDS), hostileValue, { minKeys: 1, maxKeys: 3 }),
    fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 2 })),
  )
  .map(([existing, replaced, added]) => ({
    ...validDoc(existing ? { cgroupId: draftId } : {}),
    ...replaced,
    ...(added ?? {}),
  }));

/** Raw payloads JSON.stringify cannot make: prototype keys, NaN, duplicate keys, truncation. */
const RAW_SAVES: string[] = [
  `{"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false,"__proto__":{"admin":true}}`,
  `{"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{"__proto__":{"admin":true}},"premium":false}`,
  `{"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{"constructor":{"prototype":{"a":1}}},"premium":false}`,
  `{"ctype":NaN,"title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"ctype":9,"title":"x","body":"","topicIds":[9007199254740993],"lang":"en","extra":{},"premium":false}`,
  `{"cgroupId":9007199254740993,"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"cgroupId":1e400,"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"ctype":9,"title":"x\\u0000y","body":"","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"ctype":9,"title":"x","body":"a\\u0000<script>","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"ctype":9,"ctype":"9","title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false}`,
  `{"ctype":9,"title":"x","body":"","topicIds":[],"lang":"en","extra":{},"premium":false`,
];

// ─── Checks of what an accepted save stored ─────────────────────────────────────────────────────────

/** Elements that run code or change the page around them; none may survive the sanitiser. */
const ACTIVE_TAGS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'base',
  'form',
  'input',
  'button',
  'meta',
  'link',
  'template',
  'frame',
  'frameset',
  'noscript',
]);
/** The only framed players the sanitiser may keep (video in stories). */
const PLAYER = /^https:\/\/(?:www\.youtube-nocookie\.com|player\.vimeo\.com)\//;
const ACTIVE_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'xlink:href', 'action', 'srcset']);

/** Parses stored HTML as a browser would and lists whatever could run. */
function dangersIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (ACTIVE_TAGS.has(name)) found.push(`tag ${name}`);
        if (name === 'iframe' && !PLAYER.test(attributes.src ?? '')) found.push(`iframe ${attributes.src}`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) found.push(`handler ${attribute}`);
          if (ACTIVE_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute}`);
          // Browsers ignore control characters and whitespace inside a scheme.
          const scheme = Array.from(value)
            .filter((char) => char.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase();
          if (/^(?:javascript|vbscript|data):/.test(scheme)) found.push(`${attribute}=${value}`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  if (/<script/i.test(html)) found.push('<script');
  return found;
}

async function expectStoredSafely(cgroupId: number, sentDoc: Record<string, unknown>) {
  const [row] = await t.database.db.select().from(contents).where(eq(contents.id, cgroupId));
  if (!row) throw new Error('saved row missing');
  expect(dangersIn(row.body), row.body).toEqual([]);
  expect(row.title).toBe(String(sentDoc.title).trim());
  const description = typeof sentDoc.description === 'string' ? sentDoc.description.trim() : '';
  if (description) expect(row.description).toBe(description);
  // Else the summary is the stored body's text (what a reader sees of it, shown as text), except for
  // a premium story, whose body is for payers only and never becomes the summary.
  else expect(row.description).toBe(sentDoc.premium === true ? '' : descriptionFromBody(row.body));
  expect(row.extra).toEqual(sentDoc.extra);
}

// ─── The runs ────────────────────────────────────────────────────────────────────────────────────────

describe('compose endpoints under hostile input', () => {
  it('save: 4xx for every invalid body with nothing changed; accepted saves are sanitised', async () => {
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(hostileSave, async (body) => {
        const answer = await send('POST', '/api2/compose/save', { payload: JSON.stringify(body) });
        checkAnswer(`save ${JSON.stringify(body).slice(0, 120)}`, answer);
        const schemaAccepts = ZComposeSave.safeParse(JSON.parse(JSON.stringify(body))).success;
        if (!schemaAccepts) expect(answer.status).toBeGreaterThanOrEqual(400);
        if (answer.status >= 400) {
          expect(await fingerprint()).toBe(before);
          return;
        }
        const { cgroupId } = JSON.parse(answer.body).data;
        await expectStoredSafely(cgroupId, body);
        before = await fingerprint();
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('save: raw payloads (prototype keys, NaN, 2^53+1, NUL, duplicates, truncation) and malformed bodies', async () => {
    const before = await fingerprint();
    const raws: Sent[] = [...RAW_SAVES.map((payload) => ({ payload })), ...MALFORMED_BODIES];
    for (const raw of raws) {
      const answer = await send('POST', '/api2/compose/save', raw);
      checkAnswer(`raw ${raw.payload.slice(0, 80)}`, answer);
      expect(answer.status, raw.payload.slice(0, 80)).toBeGreaterThanOrEqual(400);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('save: hostile text in every shown field is stored as text and the body sanitised', async () => {
    const clean = (value: string, max: number) => value.replaceAll('\u0000', '').slice(0, max);
    const shown = fc.oneof(
      fc.constantFrom(...XSS_PAYLOADS, ...NAUGHTY_STRINGS),
      fc.string({ maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(
        shown,
        shown,
        fc.array(fc.constantFrom(...XSS_PAYLOADS), { minLength: 1, maxLength: 4 }),
        shown,
        fc.boolean(),
        async (title, description, bodyParts, extraText, existing) => {
          const body = validDoc({
            ...(existing ? { cgroupId: draftId } : {}),
            title: clean(title, LIMITS.titleMax).trim().slice(0, LIMITS.titleMax),
            description: clean(description, COMPOSE_DESCRIPTION_MAX),
            body: bodyParts.join('<p>between</p>'),
            extra: { note: clean(extraText, 500), html: bodyParts[0] },
          });
          const answer = await send('POST', '/api2/compose/save', { payload: JSON.stringify(body) });
          checkAnswer('shown fields', answer);
          if (answer.status !== 200) {
            // Only the schema may refuse these (a lone surrogate, a title over the limit once trimmed).
            expect(ZComposeSave.safeParse(body).success, answer.body).toBe(false);
            return;
          }
          const { cgroupId } = JSON.parse(answer.body).data;
          await expectStoredSafely(cgroupId, body);
          // The editor gets back exactly what was stored, as JSON text.
          const document = await send('GET', `/api2/compose/document?cgroupId=${cgroupId}`);
          expect(document.status).toBe(200);
          expect(JSON.parse(document.body).data.document.title).toBe(body.title);
        },
      ),
      { numRuns: Math.round(RUNS / 2) },
    );
  }, 600_000);

  it('publish, unpublish, delete, preview and revoke: 4xx for hostile references, nothing changed', async () => {
    const before = await fingerprint();
    // The writer's own contents are valid references; those runs are the happy paths of save.test.ts and
    // publish.test.ts.
    const own = new Set(
      (
        await t.database.db
          .select({ id: contents.id })
          .from(contents)
          .where(eq(contents.authorId, writer.userId))
      ).map((row) => row.id),
    );
    const reference = fc.oneof(
      hostileValue.map((cgroupId) => ({ cgroupId })),
      fc.constantFrom(
        { cgroupId: othersId },
        { cgroupId: 999_999_999 },
        { cgroupId: draftId, userId: 1 },
        { cgroupId: draftId, cgroupIds: [draftId] },
        {},
      ),
    );
    for (const verb of ['publish', 'unpublish', 'delete', 'preview', 'preview/revoke']) {
      await fc.assert(
        fc.asyncProperty(reference, async (body) => {
          if (own.has(body.cgroupId as number) && Object.keys(body).length === 1) return;
          const answer = await send('POST', `/api2/compose/${verb}`, { payload: JSON.stringify(body) });
          checkAnswer(`${verb} ${JSON.stringify(body).slice(0, 80)}`, answer);
          expect(answer.status, `${verb} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: Math.round(RUNS / 3) },
      );
      for (const raw of MALFORMED_BODIES) {
        const answer = await send('POST', `/api2/compose/${verb}`, raw);
        checkAnswer(`${verb} raw`, answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }
      expect(await fingerprint(), verb).toBe(before);
    }
  }, 600_000);

  it('document and mine: hostile queries answer 4xx (or an empty page) and change nothing', async () => {
    const before = await fingerprint();
    const queryValue = fc.oneof(
      fc.constantFrom(
        ...NAUGHTY_STRINGS,
        '9007199254740993',
        '12345678901234567890',
        '7abc',
        ' 1',
        '0x10',
        '-1',
      ),
      fc.string({ maxLength: 30 }),
    );
    const encode = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    };
    await fc.assert(
      fc.asyncProperty(queryValue, queryValue, fc.boolean(), async (first, second, repeat) => {
        const documentUrl = `/api2/compose/document?cgroupId=${encode(first)}${repeat ? `&cgroupId=${encode(second)}` : ''}`;
        const document = await send('GET', documentUrl);
        checkAnswer(documentUrl, document);
        if (document.status === 200)
          expect(JSON.parse(document.body).data.document.cgroupId).toBe(Number(first));
        const mineUrl = `/api2/compose/mine?status=${encode(first)}&cursor=${encode(second)}${repeat ? '&status=draft' : ''}`;
        checkAnswer(mineUrl, await send('GET', mineUrl));
      }),
      { numRuns: RUNS },
    );
    expect((await send('GET', `/api2/compose/document?cgroupId=${othersId}`)).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  }, 600_000);
});
