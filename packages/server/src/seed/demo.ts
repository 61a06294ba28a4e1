import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

/** Demo content on an empty database, so a fresh clone shows a living site. */
export async function seedDemoContent(_db: Db, _config: AppConfig) {}
