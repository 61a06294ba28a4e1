import {
  type ComposableCtype,
  type ComposeDocument,
  type Currency,
  canOpen,
  editorialAbilities,
  isComposableCtype,
  locationPath,
} from '@masthead/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { loadActor } from '../../http/actor.ts';
import { users } from '../accounts/tables.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';
import { editorialStateOf } from '../editorial/editorial-content.ts';
import { returnNotes } from '../editorial/revisions.ts';
import { placeNameLang, withTitleLang } from '../langs/detect.ts';
import { type ComposeDeps, descriptionFromBody, publicUrl } from './own-content.ts';

const profile = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
  userType: users.userType,
};

/**
 * A content as the editor edits it, for whoever may open it (its author; an editor of its magazine once
 * it is submitted or published: core's canOpen), with what the viewer may do to it now. Null for anyone
 * else's, a deleted or an unknown one alike.
 */
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
      authorId: contents.authorId,
      publisherId: contents.publisherId,
      reviewState: contents.reviewState,
      submittedAt: contents.submittedAt,
      byline: contents.byline,
      title: contents.title,
      description: contents.description,
      body: contents.body,
      photoPath: contents.photoPath,
      photoFocalPoint: contents.photoFocalPoint,
      photoAlt: contents.photoAlt,
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
    .where(and(eq(contents.id, cgroupId), isNull(contents.deletedAt)))
    .limit(1);
  if (!row || !isComposableCtype(row.ctype)) return null;
  const actor = await loadActor(db, viewerId);
  const state = editorialStateOf(row);
  if (!canOpen(actor, state).ok) return null;
  const [topicRows, people, notes] = await Promise.all([
    db
      .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight })
      .from(contentTopics)
      .innerJoin(topics, eq(topics.id, contentTopics.topicId))
      .where(eq(contentTopics.contentId, cgroupId))
      .orderBy(asc(contentTopics.position), asc(topics.id)),
    db
      .select(profile)
      .from(users)
      .where(inArray(users.id, [row.authorId, row.publisherId])),
    row.reviewState === 'returned' ? returnNotes(db, [row.id]) : new Map<number, string>(),
  ]);
  const author = people.find((person) => person.userId === row.authorId);
  const publisher = people.find((person) => person.userId === row.publisherId);
  if (!author || !publisher) return null;
  const location = row.location?.locationId
    ? { ...row.location, lang: placeNameLang(row.location.name), url: locationPath(row.location) }
    : null;
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
    photoAlt: row.photoAlt,
    topics: topicRows.map(withTitleLang),
    lang: row.lang,
    location,
    extra: row.extra,
    premium: row.premium,
    priceMinor: row.priceMinor,
    currency: row.currency as Currency | null,
    // The preview link is the author's to share.
    previewCode: row.authorId === viewerId ? row.previewCode : null,
    url: row.status === 'published' ? await publicUrl(db, row.id, viewerId) : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    author,
    publisher,
    byline: row.byline,
    reviewState: row.reviewState,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewNote: notes.get(row.id) ?? null,
    abilities: editorialAbilities(actor, state),
  };
}
