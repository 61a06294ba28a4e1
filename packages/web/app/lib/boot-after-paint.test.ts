import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BOOT_ID, bootAfterPaint, bootModulesOf } from './boot-after-paint.server';

const boot = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
const html =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n0"/><title>Café 咖啡</title>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n0"/></head>' +
  '<body>“Quoted” <p>a &lt; b</p><script nonce="n0">window.x = 1 < 2;</script>' +
  `<script nonce="n0" type="module" async="">${boot}</script><script nonce="n0">done()</script></body>`;

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(bootAfterPaint()));

/** What the browser would run: the runner's source, evaluated against a tiny stand-in document. */
function runBoot(page: string, visibility: 'visible' | 'hidden') {
  const inert = new RegExp(`<script type="text/plain" id="${BOOT_ID}" nonce="n0">([\\s\\S]*?)</script>`).exec(
    page,
  );
  const runner = /<script nonce="n0">(\(\(\)=>[\s\S]*?)<\/script>/.exec(page)?.[1];
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const element = () => ({}) as Record<string, string>;
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === BOOT_ID ? { nonce: 'n0', text: inert?.[1] } : null),
    createElement: (tag: string) => ({ ...element(), tag }),
    head: { append: (node: Record<string, string>) => added.push(node) },
    body: { append: (node: Record<string, string>) => added.push(node) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', runner ?? '')(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => callback(),
  );
  return { added, frames };
}

describe('bootAfterPaint', () => {
  it('takes the preloads out of the head and keeps the module script inert, with its nonce', async () => {
    const page = await through([Buffer.from(html)]);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script nonce="n0" type="module"');
    expect(page).toContain(`<script type="text/plain" id="${BOOT_ID}" nonce="n0">${boot}</script>`);
    expect(page).toContain('<p>a &lt; b</p><script nonce="n0">window.x = 1 < 2;</script>');
    expect(page.endsWith('<script nonce="n0">done()</script></body>')).toBe(true);
    expect(bootModulesOf(page)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(bootModulesOf(html)).toEqual([]);
  });

  it('runs the module after the first painted frame, preloads first, with the nonce', async () => {
    const page = await through([Buffer.from(html)]);
    const { added, frames } = runBoot(page, 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
      { tag: 'script', type: 'module', nonce: 'n0', text: boot },
    ]);
  });

  it('boots at once in a background tab, which paints nothing', async () => {
    const { added, frames } = runBoot(await through([Buffer.from(html)]), 'hidden');
    expect(frames).toEqual([]);
    expect(added.at(-1)).toMatchObject({ type: 'module', text: boot });
  });

  it('gives the same page whatever the chunks, split at every byte', async () => {
    const whole = await through([Buffer.from(html)]);
    const bytes = Buffer.from(html);
    for (let split = 1; split < bytes.length; split++) {
      expect(await through([bytes.subarray(0, split), bytes.subarray(split)])).toBe(whole);
    }
    const single = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(await through(single)).toBe(whole);
  });

  it('passes a page without a module script, or ending inside a tag, through', async () => {
    expect(await through([Buffer.from('<p>end</p><link rel="modu')])).toBe('<p>end</p><link rel="modu');
    expect(await through([Buffer.from('<p>x</p><script type="module">unfinished')])).toBe(
      '<p>x</p><script type="module">unfinished',
    );
  });
});
