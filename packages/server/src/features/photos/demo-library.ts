import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { processImage } from '../files/images.ts';
import { createFilesService } from '../files/service.ts';
import { createPhotosService } from './service.ts';

/**
 * The demo's image library (DESIGN §4: with no outside key, search uses the site's own pictures): the
 * seed's generated covers and place pictures with titles, and a few small animated GIFs, so that
 * 'Insert an image' and 'Insert a GIF' find something in the demo.
 */

/** Titles of the generated covers, by palette (seed/demo-content.ts PALETTES, in order). */
const COVER_TITLES = [
  'abstract gradient background green and amber',
  'abstract gradient background navy and red',
  'abstract gradient background indigo and cyan with pink circles',
  'abstract gradient background purple and yellow',
  'abstract gradient background teal and sand',
  'abstract gradient background plum and orange',
  'abstract gradient background deep blue and gold',
  'abstract gradient background slate and grey',
  'abstract gradient background forest green and lime',
  'abstract gradient background violet and orange',
  'abstract gradient background ocean blue and cream',
  'abstract gradient background olive and tan',
];

const W = 160;
const H = 120;
const FRAMES = 8;

const svg = (body: string, background = '#fffdf7') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;

/** Frame drawings of each GIF (no text, so no fonts). */
const GIFS: { title: string; frame: (k: number) => string }[] = [
  {
    title: 'celebrate confetti party hooray',
    frame: (k) => {
      const colours = ['#e63946', '#f3ae3d', '#2a9d8f', '#3a86ff', '#8338ec', '#ff006e'];
      const pieces = Array.from({ length: 18 }, (_, i) => {
        const x = (i * 37) % W;
        const y = ((((i * 53) % H) + k * 15) % (H + 10)) - 10;
        const angle = (i * 40 + k * 45) % 360;
        return `<rect x="${x}" y="${y}" width="8" height="4" fill="${colours[i % colours.length]}" transform="rotate(${angle} ${x + 4} ${y + 2})"/>`;
      }).join('');
      return svg(pieces);
    },
  },
  {
    title: 'wow amazed surprise burst',
    frame: (k) => {
      const r = 12 + ((k % 4) + 1) * 9;
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const x2 = 80 + Math.cos(a) * (r + 14);
        const y2 = 60 + Math.sin(a) * (r + 14);
        return `<line x1="80" y1="60" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#f3ae3d" stroke-width="4"/>`;
      }).join('');
      return svg(
        `${rays}<circle cx="80" cy="60" r="${r}" fill="#ffbe0b"/><circle cx="80" cy="60" r="${Math.max(4, r - 14)}" fill="#fb5607"/>`,
        '#1d3557',
      );
    },
  },
  {
    title: 'thumbs up yes like approve',
    frame: (k) => {
      const dy = [0, -4, -8, -10, -8, -4, 0, 2][k] ?? 0;
      return svg(
        // A sleeve on the left, a fist with its curled fingers on the right, the thumb up at its left edge.
        `<g transform="translate(0 ${dy})" stroke="#7f5539" stroke-width="3">` +
          '<rect x="28" y="58" width="24" height="44" rx="4" fill="#3a86ff"/>' +
          '<rect x="56" y="24" width="20" height="48" rx="10" fill="#f4a261" transform="rotate(-10 66 70)"/>' +
          '<rect x="50" y="56" width="62" height="46" rx="12" fill="#f4a261"/>' +
          '<path d="M86 68 H112 M86 79 H112 M86 90 H112" fill="none"/>' +
          '</g><rect x="30" y="106" width="90" height="6" rx="3" fill="#dde5b6"/>',
        '#e9f5db',
      );
    },
  },
  {
    title: 'dance party music groove',
    frame: (k) => {
      const colours = ['#ff006e', '#fb5607', '#ffbe0b', '#3a86ff', '#8338ec'];
      const bars = colours
        .map((colour, i) => {
          const h = 20 + ((i * 3 + k * 5) % 8) * 10;
          return `<rect x="${16 + i * 28}" y="${H - 10 - h}" width="20" height="${h}" rx="4" fill="${colour}"/>`;
        })
        .join('');
      return svg(bars, '#240046');
    },
  },
  {
    title: 'love heart hug',
    frame: (k) => {
      const s = 1 + ([0, 0.08, 0.16, 0.08, 0, -0.04, 0, 0.04][k] ?? 0);
      return svg(
        `<g transform="translate(80 64) scale(${s}) translate(-80 -64)"><path d="M80 100 C 20 62, 40 20, 80 44 C 120 20, 140 62, 80 100 Z" fill="#e63946"/></g>`,
        '#ffe5ec',
      );
    },
  },
  {
    title: 'loading wait spinner thinking',
    frame: (k) => {
      const dots = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const opacity = ((i - k + 8) % 8) / 8 + 0.1;
        return `<circle cx="${(80 + Math.cos(a) * 30).toFixed(1)}" cy="${(60 + Math.sin(a) * 30).toFixed(1)}" r="7" fill="#264653" fill-opacity="${opacity.toFixed(2)}"/>`;
      }).join('');
      return svg(dots);
    },
  },
];

async function renderGif(frame: (k: number) => string): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: FRAMES }, (_, k) =>
      sharp(Buffer.from(frame(k)))
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: Array(FRAMES).fill(120) })
    .toBuffer();
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Seeds the library; runs once on an empty database, after the demo's pictures are stored. */
export async function seedDemoLibrary(db: Db, config: AppConfig) {
  const deps = { db, config, clock: () => new Date() };
  const files = createFilesService(deps);
  const photos = createPhotosService({ ...deps, files });
  const { storage } = files;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'ada')).limit(1);

  // The covers and place pictures seed/demo-content.ts stored (demo/cover0…, demo/place0…).
  const register = async (prefix: string, index: number, title: string) => {
    const file = await storage.open(`demo/${prefix}${index}-xl.jpg`);
    if (!file) return false;
    const bytes = await readAll(file.stream);
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return true;
    await photos.registerStored({
      ownerId: owner?.id ?? null,
      path: `/images/demo/${prefix}${index}.jpg`,
      originalBytes: bytes,
      width,
      height,
      isGif: false,
      title,
    });
    return true;
  };
  for (
    let i = 0;
    i < 64 && (await register('cover', i, COVER_TITLES[i] ?? 'abstract gradient background'));
    i++
  );
  for (let i = 0; i < 64 && (await register('place', i, 'city skyline at dusk evening buildings')); i++);

  if (!owner) return;
  const gifs = await Promise.all(GIFS.map((gif) => renderGif(gif.frame)));
  for (const [index, gif] of gifs.entries()) {
    const image = await processImage(gif);
    await photos.addToLibrary(owner.id, image, { source: 'seed', title: GIFS[index]?.title ?? '' });
  }
}
