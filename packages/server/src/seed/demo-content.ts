import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../features/accounts/tables.ts';
import { contents, entities, locations, topics } from '../features/content/tables.ts';
import { insertContent } from '../features/content/write.ts';
import { processImage } from '../features/files/images.ts';
import { storageOf } from '../features/files/storage.ts';
import { DRAFTS } from './demo-data/drafts.ts';
import { ENTITIES } from './demo-data/entities.ts';
import { PLACES, type PlaceKey } from './demo-data/places.ts';
import { STORIES } from './demo-data/stories.ts';
import { TEAM_STORIES } from './demo-data/team-stories.ts';
import { TOPICS } from './demo-data/topics.ts';
import { recordDemoPublish } from './demo-teams.ts';

/**
 * Demo reading content on an empty database (called by seed/demo.ts after the people and the teams):
 * topics, places, entities and about seventy published stories of every content type in the four
 * languages, spread over the last 30 days, with generated cover pictures; a team's stories carry its
 * byline and their 'published' history. The texts are in demo-data/.
 */

// ─── Cover pictures ───────────────────────────────────────────────────────────────────────────────────

const PALETTES: [string, string, string][] = [
  ['#0b6e4f', '#f3ae3d', '#fff3d6'],
  ['#1d3557', '#e63946', '#f1faee'],
  ['#3a0ca3', '#4cc9f0', '#f72585'],
  ['#6a4c93', '#ffca3a', '#8ac926'],
  ['#264653', '#e9c46a', '#f4a261'],
  ['#5f0f40', '#fb8b24', '#e36414'],
  ['#003049', '#fcbf49', '#d62828'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#386641', '#a7c957', '#f2e8cf'],
  ['#7b2cbf', '#ff9e00', '#240046'],
  ['#0081a7', '#fdfcdc', '#f07167'],
  ['#283618', '#dda15e', '#fefae0'],
];

/** A cover: a diagonal gradient with soft circles, different for each index (no text, so no fonts). */
function coverSvg(index: number): string {
  const [from, to, accent] = PALETTES[index % PALETTES.length] as [string, string, string];
  const seed = (index + 1) * 37;
  const circles = [0, 1, 2]
    .map((n) => {
      const cx = (seed * (n + 3) * 53) % 1200;
      const cy = (seed * (n + 5) * 29) % 675;
      const r = 90 + ((seed * (n + 7)) % 220);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="${0.18 + n * 0.08}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/>${circles}</svg>`;
}

/**
 * A place's picture: a skyline against an evening sky, different for each place (no text, no fonts).
 * Dark at the bottom, where the place page writes the name in white.
 */
function placeSvg(index: number): string {
  const [dusk, sky, glow] = PALETTES[(index * 5 + 2) % PALETTES.length] as [string, string, string];
  const seed = (index + 3) * 41;
  const skyline = (layer: number, base: number, spread: number) => {
    const towers: string[] = [];
    for (let x = -20, n = 0; x < 1200; n++) {
      const width = 40 + ((seed * (n + 11 + layer * 7)) % 80);
      const height = base + ((seed * (n + 5 + layer) * 13) % spread);
      towers.push(`<rect x="${x}" y="${675 - height}" width="${width - 4}" height="${height}"/>`);
      x += width;
    }
    return towers.join('');
  };
  const sunX = 200 + ((seed * 17) % 800);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#s)"/><circle cx="${sunX}" cy="300" r="110" fill="#fff" fill-opacity="0.35"/><g fill="${dusk}" fill-opacity="0.55">${skyline(0, 220, 260)}</g><g fill="#14161a" fill-opacity="0.8">${skyline(1, 90, 180)}</g></svg>`;
}

/** Renders and stores the covers as the files service stores uploads (three JPEG sizes); null if it fails. */
async function makeCovers(config: AppConfig, count: number): Promise<(string | null)[]> {
  return storePictures(
    config,
    'cover',
    Array.from({ length: count }, (_, index) => coverSvg(index)),
  );
}

/** Renders each SVG to JPEG and stores its sizes under demo/{prefix}{index}; null for one that fails. */
async function storePictures(config: AppConfig, prefix: string, svgs: string[]): Promise<(string | null)[]> {
  const storage = storageOf(config);
  return Promise.all(
    svgs.map(async (svg, index) => {
      try {
        const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
        const image = await processImage(jpeg);
        if (image.kind !== 'jpeg') return null;
        const name = `demo/${prefix}${index}`;
        await Promise.all(
          (['m', 'l', 'xl'] as const).map((size) =>
            storage.put(`${name}-${size}.jpg`, image.sizes[size].bytes, 'image/jpeg'),
          ),
        );
        return `/images/${name}.jpg`;
      } catch {
        return null;
      }
    }),
  );
}
// ─── Seeding ──────────────────────────────────────────────────────────────────────────────────────────

/** The part of the demo seed that fills the reading side. Runs once, right after the people exist. */
export async function seedDemoReading(db: Db, config: AppConfig, now = new Date()) {
  const placeKeys = Object.keys(PLACES) as PlaceKey[];
  // Twelve pictures shared by the stories, and one per place, keep the seed within a few seconds.
  const [covers, placePhotos] = await Promise.all([
    makeCovers(config, PALETTES.length),
    storePictures(
      config,
      'place',
      placeKeys.map((_, index) => placeSvg(index)),
    ),
  ]);

  await db.transaction(async (tx) => {
    // The people and the teams: the only profiles of a database being seeded.
    const people = await tx.select({ id: users.id, username: users.username }).from(users);
    const userId = (username: string) => {
      const person = people.find((row) => row.username === username);
      if (!person) throw new Error(`demo seed: ${username} is missing`);
      return person.id;
    };

    const topicRows = await tx
      .insert(topics)
      .values(TOPICS)
      .returning({ id: topics.id, title: topics.title });
    const topicId = (title: string) => {
      const row = topicRows.find((topic) => topic.title === title);
      if (!row) throw new Error(`demo seed: no topic ${title}`);
      return row.id;
    };
    const placeRows = await tx
      .insert(locations)
      .values(placeKeys.map((key, index) => ({ ...PLACES[key], photoPath: placePhotos[index] ?? null })))
      .returning({ id: locations.id });
    const placeId = (key: PlaceKey) => placeRows[placeKeys.indexOf(key)]?.id ?? null;
    const entityRows = await tx
      .insert(entities)
      .values(ENTITIES)
      .returning({ id: entities.id, title: entities.title });
    const entityId = (title: string) => entityRows.find((row) => row.title === title)?.id ?? null;

    // Spread over the last 30 days in a shuffled order, so every part of a feed mixes types and languages.
    const span = 30 * 86_400_000;
    for (const [index, story] of STORIES.entries()) {
      const slot = (index * 23) % STORIES.length;
      const age = Math.round((slot / STORIES.length) * span) + 1_800_000 + (index % 5) * 1_700_000;
      // Neighbours in the list (and so in most feeds) get different pictures.
      const cover = story.cover === undefined ? null : (covers[index % covers.length] ?? null);
      const contentId = await insertContent(
        tx,
        {
          ctype: story.ctype,
          status: 'published',
          authorId: userId(story.by),
          publisherId: userId(story.magazine ?? story.by),
          title: story.title,
          description: story.description,
          body: story.body ?? '',
          photoPath: cover,
          photoFocalPoint: cover && index % 4 === 0 ? '50,35' : null,
          linkUrl: story.link ?? null,
          lang: story.lang,
          locationId: story.place ? placeId(story.place) : null,
          entityId: story.entity ? entityId(story.entity) : null,
          extra: story.extra ?? {},
          premium: story.premium ?? false,
          publishedAt: new Date(now.getTime() - age),
          topicIds: story.topics.map(topicId),
        },
        now,
      );
      if (story.price) {
        await tx
          .update(contents)
          .set({ priceMinor: story.price.minor, currency: story.price.currency })
          .where(eq(contents.id, contentId));
      }
      if (story.magazine) {
        const at = new Date(now.getTime() - age);
        await recordDemoPublish(tx, userId, { contentId, ...story, magazine: story.magazine, at });
      }
    }

    // The teams' other stories, each on its own day.
    for (const [index, story] of TEAM_STORIES.entries()) {
      const at = new Date(now.getTime() - story.daysAgo * 86_400_000 - (index % 6) * 3_600_000);
      const cover = story.cover === undefined ? null : (covers[story.cover % covers.length] ?? null);
      const contentId = await insertContent(
        tx,
        {
          ctype: story.ctype,
          status: 'published',
          authorId: userId(story.by),
          publisherId: userId(story.magazine),
          title: story.title,
          description: story.description,
          body: story.body ?? '',
          photoPath: cover,
          lang: story.lang,
          publishedAt: at,
          topicIds: story.topics.map(topicId),
        },
        now,
      );
      await recordDemoPublish(tx, userId, { contentId, ...story, at });
    }

    for (const draft of DRAFTS) {
      const edited = new Date(now.getTime() - draft.hoursAgo * 3_600_000);
      const cover = draft.cover === undefined ? null : (covers[draft.cover % covers.length] ?? null);
      const contentId = await insertContent(
        tx,
        {
          ctype: draft.ctype,
          status: 'draft',
          authorId: userId('mei'),
          publisherId: userId('mei'),
          title: draft.title,
          description: draft.description,
          body: draft.body ?? '',
          photoPath: cover,
          lang: draft.lang,
          extra: draft.extra ?? {},
          topicIds: draft.topics.map(topicId),
        },
        edited,
      );
      if (draft.preview) {
        await tx
          .update(contents)
          .set({ previewCode: randomBytes(16).toString('base64url') })
          .where(eq(contents.id, contentId));
      }
    }
  });
}
