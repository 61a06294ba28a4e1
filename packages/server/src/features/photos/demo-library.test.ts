import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';
import { solid } from '../../test/images.ts';
import { insertPerson } from '../../test/reading-fixtures.ts';
import { processImage } from '../files/images.ts';
import { createFilesService } from '../files/service.ts';
import { createLocalStorage } from '../files/storage.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { createPhotosService } from './service.ts';
import { libraryImages } from './tables.ts';

let database: Database;
let dataDir: string;
let config: ReturnType<typeof loadConfig>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-demo-library-'));
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  await insertPerson(database.db, { username: 'ada' });
  // Two covers as seed/demo-content.ts stores them.
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  for (const index of [0, 1]) {
    const image = await processImage(
      await solid(1200, 675, index ? '#1d3557' : '#0b6e4f')
        .jpeg()
        .toBuffer(),
    );
    if (image.kind !== 'jpeg') throw new Error('expected a JPEG');
    for (const size of ['m', 'l', 'xl'] as const) {
      await storage.put(`demo/cover${index}-${size}.jpg`, image.sizes[size].bytes, 'image/jpeg');
    }
  }
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo image library', () => {
  it('registers the demo covers and adds animated GIFs that the built-in search finds, quickly', async () => {
    const started = Date.now();
    await seedDemoLibrary(database.db, config);
    expect(Date.now() - started).toBeLessThan(5000);

    const rows = await database.db.select().from(libraryImages);
    expect(rows.filter((row) => !row.isGif).map((row) => row.path)).toEqual([
      '/images/demo/cover0.jpg',
      '/images/demo/cover1.jpg',
    ]);
    expect(rows.filter((row) => row.isGif).length).toBeGreaterThanOrEqual(4);

    const deps = { db: database.db, config, clock: () => new Date() };
    const photos = createPhotosService({ ...deps, files: createFilesService(deps) });
    for (const q of ['celebrate', 'wow', 'thumbs up', 'dance']) {
      const hits = await photos.search('gif', { q, page: 1, limit: 13 });
      expect(hits, q).toHaveLength(1);
      const file = fs.readFileSync(
        path.join(dataDir, 'uploads', hits[0]?.full.replace('/images/', '') ?? ''),
      );
      expect((await sharp(file).metadata()).pages, q).toBeGreaterThan(1);
    }
    const stills = await photos.search('img', { q: 'gradient', page: 1, limit: 13 });
    expect(stills.map((hit) => hit.photo).sort()).toEqual([
      '/images/demo/cover0-l.jpg',
      '/images/demo/cover1-l.jpg',
    ]);
  });
});
