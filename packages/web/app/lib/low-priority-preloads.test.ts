import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads.server';

const html =
  '<head><link rel="modulepreload" href="/assets/a.js"/><title>Café 咖啡</title></head>' +
  '<body>“Quoted” <link rel="modulepreload" href="/assets/b.js"/></body>';
const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(lowPriorityPreloads()));

describe('lowPriorityPreloads', () => {
  it('marks every module preload of a page sent in one chunk', async () => {
    expect(await through([Buffer.from(html)])).toBe(expected);
  });

  it('finds tags and characters split between chunks, at every split point', async () => {
    const bytes = Buffer.from(html);
    for (let split = 1; split < bytes.length; split++) {
      expect(await through([bytes.subarray(0, split), bytes.subarray(split)])).toBe(expected);
    }
  });

  it('leaves a page in single bytes whole', async () => {
    const bytes = Buffer.from(html);
    const single = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(await through(single)).toBe(expected);
  });

  it('passes a page ending with the start of a tag through', async () => {
    expect(await through([Buffer.from('<p>end</p><link rel="modu')])).toBe('<p>end</p><link rel="modu');
  });
});
