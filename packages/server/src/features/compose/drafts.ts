import {
  CONTENT_BODY_MAX,
  type ComposableCtype,
  type ComposeDocument,
  type ComposeSaveResult,
  type Currency,
  formatFocalPoint,
  isComposableCtype,
  locationPath,
  type TComposeSave,
} from '@masthead/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';
import { markContentDeleted, replaceContentTopics } from '../content/write.ts';
import { checkCover, checkReferences, keepVotedChoices, priceOf, publishable } from './document-checks.ts';
import { type ComposeDeps, descriptionFromBody, lockOwn, publicUrl, saveResult } from './own-content.ts';

/** The writer's document: made as a draft, saved whole each time (autosave), opened in the editor, deleted. */

/**
 * Creates a draft (no cgroupId) or saves the viewer's content: the whole document each time (autosave).
 * A draft may be untitled and its type part unfinished; a published content is checked as a publish
 * is and changes live, its topic pages and counts following its topics.
 */
export async function saveContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  input: TComposeSave,
): Promise<ComposeSaveResult> {
  const body = sanitizeRichText(input.body, { maxLength: CONTENT_BODY_MAX, embeds: true });
  // A premium body is for payers only: its text never becomes the card summary non-payers read.
  const description = input.description || (input.premium ? '' : descriptionFromBody(body));
  const topicIds = [...new Set(input.topicIds)];
  const locationId = input.locationId ?? null;
  const now = clock();
  const values = {
    title: input.title,
    description,
    body,
    photoPath: input.photoPath ?? null,
    photoFocalPoint: input.photoFocalPoint ? formatFocalPoint(input.photoFocalPoint) : null,
    lang: input.lang,
    locationId,
    premium: input.premium,
    updatedAt: now,
  };
  const row = await transactionWithRetry(db, async (tx) => {
    await checkReferences(tx, topicIds, locationId);
    if (input.cgroupId === undefined) {
      await checkCover(tx, values.photoPath, null);
      const [created] = await tx
        .insert(contents)
        .values({
          ...values,
          ...priceOf(input),
          ctype: input.ctype,
          status: 'draft',
          authorId: viewerId,
          publisherId: viewerId,
          extra: input.extra,
          createdAt: now,
        })
        .returning({ id: contents.id, status: contents.status, updatedAt: contents.updatedAt });
      if (!created) throw new AppError('unexpected_error');
      await replaceContentTopics(tx, created.id, topicIds, null);
      await refreshHotScore(tx, created.id);
      return created;
    }
    const own = await lockOwn(tx, viewerId, input.cgroupId);
    await checkCover(tx, values.photoPath, own.photoPath);
    if (own.ctype !== input.ctype)
      throw new AppError('field.not.updatable', { fields: { ctype: 'validation.invalid' } });
    const live = own.status === 'published';
    const price = priceOf(input);
    const extra = live
      ? publishable(input.title, own.ctype, input.extra, {
          priceMissing: input.premium && price.priceMinor === null,
        })
      : input.extra;
    await keepVotedChoices(tx, own, extra);
    await tx
      .update(contents)
      .set({ ...values, ...price, extra })
      .where(eq(contents.id, own.id));
    await replaceContentTopics(tx, own.id, topicIds, live ? (own.publishedAt ?? now) : null);
    return { id: own.id, status: own.status, updatedAt: now };
  });
  return saveResult(db, row, viewerId);
}

/** Deletes the viewer's content for readers (and its preview); topic pages and counts follow. */
export async function removeContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<{ cgroupId: number }> {
  await transactionWithRetry(db, async (tx) => {
    const own = await lockOwn(tx, viewerId, cgroupId);
    await markContentDeleted(tx, own.id, clock());
  });
  return { cgroupId };
}

/** The viewer's own content as the editor edits it; null for anyone else's, deleted or unknown. */
export async function editorDocument(
  { db }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<ComposeDocument | null> {
  const [row] = await db
    .select({
      id: contents.id,
      ctype: contents.ctype,
      status: contents.status,
      title: contents.title,
      description: contents.description,
      body: contents.body,
      photoPath: contents.photoPath,
      photoFocalPoint: contents.photoFocalPoint,
      lang: contents.lang,
      extra: contents.extra,
      premium: contents.premium,
      priceMinor: contents.priceMinor,
      currency: contents.currency,
      previewCode: contents.previewCode,
      publishedAt: contents.publishedAt,
      updatedAt: contents.updatedAt,
      location: {
        locationId: locations.id,
        countryCode: locations.countryCode,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        name: locations.name,
      },
    })
    .from(contents)
    .leftJoin(locations, eq(locations.id, contents.locationId))
    .where(and(eq(contents.id, cgroupId), eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
    .limit(1);
  if (!row || !isComposableCtype(row.ctype)) return null;
  const topicRows = await db
    .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight })
    .from(contentTopics)
    .innerJoin(topics, eq(topics.id, contentTopics.topicId))
    .where(eq(contentTopics.contentId, cgroupId))
    .orderBy(asc(contentTopics.position), asc(topics.id));
  const location = row.location?.locationId ? { ...row.location, url: locationPath(row.location) } : null;
  return {
    cgroupId: row.id,
    ctype: row.ctype as ComposableCtype,
    status: row.status,
    title: row.title,
    // The summary taken from the body is not the writer's: it keeps following the body.
    description: row.description === descriptionFromBody(row.body) ? '' : row.description,
    body: row.body,
    photoPath: row.photoPath,
    photoFocalPoint: row.photoFocalPoint,
    topics: topicRows,
    lang: row.lang,
    location,
    extra: row.extra,
    premium: row.premium,
    priceMinor: row.priceMinor,
    currency: row.currency as Currency | null,
    previewCode: row.previewCode,
    url: row.status === 'published' ? await publicUrl(db, row.id, viewerId) : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
