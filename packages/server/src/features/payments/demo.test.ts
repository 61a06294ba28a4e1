import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CTYPE } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoContent } from '../../seed/demo.ts';
import { openTestDatabase } from '../../test/database.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced } from './ledger.ts';
import { fundraiserTotals } from './queries.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-pay-demo-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), passwordHashCost: 1024 };
  await seedDemoContent(database.db, config);
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo payments', () => {
  it('raises the demo fundraisers through the ledger, balanced', async () => {
    const db = database.db;
    await assertLedgerBalanced(db);
    const rows = await db
      .select({ id: contents.id, extra: contents.extra })
      .from(contents)
      .where(and(eq(contents.ctype, CTYPE.donate), eq(contents.status, 'published')));
    const totals = await Promise.all(
      rows.map((row) => fundraiserTotals(db, row.id, (row.extra as { currency: string }).currency)),
    );
    expect(totals.map((total) => total.raisedMinor).sort((a, b) => a - b)).toEqual([
      186_500, 12_750_000, 19_800_000,
    ]);
    expect(totals.every((total) => total.supporters >= 3)).toBe(true);
  });

  it('prices the demo premium stories', async () => {
    const premium = await database.db
      .select({ priceMinor: contents.priceMinor, currency: contents.currency })
      .from(contents)
      .where(eq(contents.premium, true));
    expect(premium.length).toBeGreaterThanOrEqual(2);
    for (const row of premium) {
      expect(row.priceMinor).toBeGreaterThan(0);
      expect(row.currency).toMatch(/^[A-Z]{3}$/);
    }
  });
});
