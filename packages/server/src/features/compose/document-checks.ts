import { CTYPE, type Currency, extraSchemaOf, schemaMessageKey, type TComposeSave } from '@masthead/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { locations, topics } from '../content/tables.ts';
import { libraryImages } from '../photos/tables.ts';
import { listItemVotes, pollVotes } from '../polls/tables.ts';

/** What a saved or published document must satisfy: complete to publish, real references, votes kept. */

/** Field errors reported for one refused publish at most (a 200-row table could yield hundreds). */
const MAX_FIELD_ERRORS = 50;

/** The value at a schema issue's path in what the writer sent (undefined when it is not there). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * What publishing requires (a title, and the type's part complete and valid): the checked type part, or
 * a 400 with a field error per problem, `extra.<path>` for the type's part ('extra.questions.0.options').
 */
export function publishable(
  title: string,
  ctype: number,
  extra: Record<string, unknown>,
  options: { priceMissing: boolean },
): Record<string, unknown> {
  const fields: Record<string, string> = {};
  if (title.trim() === '') fields.title = 'validation.required';
  if (options.priceMissing) {
    fields.priceMinor = 'validation.required';
    fields.currency = 'validation.required';
  }
  const schema = extraSchemaOf(ctype);
  let checked = extra;
  if (schema) {
    const result = schema.safeParse(extra);
    if (result.success) checked = result.data as Record<string, unknown>;
    else {
      for (const issue of result.error.issues.slice(0, MAX_FIELD_ERRORS)) {
        const path = ['extra', ...issue.path.map(String)];
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) fields[[...path, key].join('.')] ??= 'validation.unknown.field';
          continue;
        }
        // A part not filled in at all is 'This Field is Required', not 'not valid'.
        const missing = issue.code === 'invalid_type' && valueAt(extra, issue.path) === undefined;
        fields[path.join('.')] ??= missing ? 'validation.required' : schemaMessageKey(issue.message);
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation.failed', { fields });
  return checked;
}

/** The choices readers vote on, by position: a poll's options, a votable list's item titles and links. */
function votedChoices(ctype: number, extra: Record<string, unknown>): string[] | null {
  if (ctype === CTYPE.poll)
    return Array.isArray(extra.options) ? extra.options.map((option) => JSON.stringify(option)) : [];
  if (ctype === CTYPE.votableList)
    return Array.isArray(extra.items)
      ? extra.items.map((item) => {
          const { title, url } = (item ?? {}) as { title?: unknown; url?: unknown };
          return JSON.stringify([title ?? '', url ?? '']);
        })
      : [];
  return null;
}

/**
 * Votes are stored by position (polls/tables.ts): once a poll or a votable list has any, its existing
 * choices must stay as they are, where they are (SPEC §8 'Field not updatable'); new ones may be added
 * after them. A summary or a description may still change.
 */
export async function keepVotedChoices(
  tx: Tx,
  own: { id: number; ctype: number; extra: Record<string, unknown> },
  extra: Record<string, unknown>,
) {
  const before = votedChoices(own.ctype, own.extra);
  const after = votedChoices(own.ctype, extra);
  if (!before || !after) return;
  if (before.every((choice, index) => after[index] === choice)) return;
  const votes = own.ctype === CTYPE.poll ? pollVotes : listItemVotes;
  const [voted] = await tx.select({ one: sql`1` }).from(votes).where(eq(votes.contentId, own.id)).limit(1);
  if (!voted) return;
  const key = own.ctype === CTYPE.poll ? 'extra.options' : 'extra.items';
  throw new AppError('field.not.updatable', { fields: { [key]: 'compose.error.votedChoices' } });
}

/**
 * A cover must be a picture this site stored (the image library), unless it is the one the content
 * already has: a path typed by hand would point at nothing (TESTING §7: every reference exists).
 */
export async function checkCover(tx: DbOrTx, photoPath: string | null, current: string | null) {
  if (photoPath === null || photoPath === current) return;
  const [stored] = await tx
    .select({ id: libraryImages.id })
    .from(libraryImages)
    .where(eq(libraryImages.path, photoPath))
    .limit(1);
  if (!stored) throw new AppError('validation.failed', { fields: { photoPath: 'validation.invalid' } });
}

/** Every topic must exist (SPEC §8 'Invalid topic'); a location must exist too. */
export async function checkReferences(tx: DbOrTx, topicIds: number[], locationId: number | null) {
  if (topicIds.length > 0) {
    const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds));
    if (found.length !== topicIds.length)
      throw new AppError('topic.invalid', { fields: { topicIds: 'validation.invalid' } });
  }
  if (locationId !== null) {
    const [place] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1);
    if (!place) throw new AppError('validation.failed', { fields: { locationId: 'validation.invalid' } });
  }
}

/**
 * Premium (DESIGN §4) needs a price and its currency to be published (`publishable` checks it); free
 * content stores neither. A draft may be premium before its price is typed: autosave must not refuse
 * (and so lose) the rest of the document meanwhile.
 */
export function priceOf(input: TComposeSave): { priceMinor: number | null; currency: Currency | null } {
  const priceMinor = input.premium ? (input.priceMinor ?? null) : null;
  const currency = input.premium ? (input.currency ?? null) : null;
  return priceMinor !== null && currency !== null
    ? { priceMinor, currency }
    : { priceMinor: null, currency: null };
}
