import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeTopicTitle, topicFeedPath } from '@masthead/core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed/demo.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { contents } from '../content/tables.ts';

/**
 * Issue 18 on the demo data, without a browser: a topic's feed read by the parser lists the stories
 * its page lists, in that order; every feed the sitemaps lead to parses, with dated, linked items and
 * no premium body.
 */

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-open-web-'));
  t = await createTestApp((config) => ({ ...config, dataDir, passwordHashCost: 1024 }));
  await seedDemoContent(t.database.db, t.config);
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo’s feeds', () => {
  it('a topic’s feed lists the stories of its page, in the same order', async () => {
    const title = 'Food & Drink';
    // A feed has no reader's languages: it lists what the page lists for a reader of all four.
    const page = await createClient(t.app).get(
      `/api2/topic?title=${encodeURIComponent(encodeTopicTitle(title))}`,
      { cookie: 'feedLangs=en,tw,cn,in' },
    );
    expect(page.status).toBe(200);
    const pageStories = (page.body.data.feed.items as { cgroupId: number; title: string }[]).map(
      (story) => `urn:masthead:content:${story.cgroupId}`,
    );
    expect(pageStories.length).toBeGreaterThan(3);
    const answer = await get(topicFeedPath({ topicId: 0, title }) ?? '');
    expect(answer.statusCode).toBe(200);
    const feed = parseFeed(answer.body);
    expect(feed.items.slice(0, pageStories.length).map((item) => item.id)).toEqual(pageStories);
  });

  it('every feed the sitemaps lead to parses, with dated and linked items and no premium body', async () => {
    const premium = new Set(
      (await t.database.db.select({ id: contents.id }).from(contents).where(eq(contents.premium, true))).map(
        (row) => `urn:masthead:content:${row.id}`,
      ),
    );
    expect(premium.size).toBeGreaterThan(0);
    let premiumItems = 0;
    let withBody = 0;
    const pages: string[] = [];
    for (const kind of ['topics', 'people', 'places']) {
      const xml = (await get(`/sitemaps/${kind}-1.xml`)).body;
      for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.push(new URL(match[1] ?? '').pathname);
    }
    expect(pages.length).toBeGreaterThan(30);
    let items = 0;
    for (const feedPath of ['/rss.xml', ...pages.map((page) => `${page}/rss.xml`)]) {
      const answer = await get(feedPath);
      expect(answer.statusCode, feedPath).toBe(200);
      const feed = parseFeed(answer.body);
      for (const item of feed.items) {
        expect(item.title, feedPath).toBeTruthy();
        expect(item.url, feedPath).toMatch(/^http:\/\//);
        expect(item.published, feedPath).toBeInstanceOf(Date);
        items++;
        if (premium.has(item.id ?? '')) {
          expect(item.content, feedPath).toBeNull();
          premiumItems++;
        } else if (item.content) withBody++;
      }
    }
    expect(items).toBeGreaterThan(100);
    expect(premiumItems).toBeGreaterThan(0);
    expect(withBody).toBeGreaterThan(items / 2);
  });
});
