import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's module preloads (React Router's `<Scripts>`, 60–80 files) at a low fetch priority: the
 * page is complete as the server rendered it, so a phone paints it, and loads its pictures, before it
 * fetches the code that makes it interactive. At the default High priority Chrome fetched every module
 * before the first paint (Lighthouse on a phone counts them as render-blocking; docs/scaling.md).
 * `<Scripts>` has no option for it, so the rendered HTML is rewritten as it streams; a tag split across
 * two chunks is held back until the next one.
 */
export function lowPriorityPreloads() {
  // A character may also be split across chunks: the decoder keeps its first bytes for the next one.
  const decoder = new StringDecoder('utf8');
  let held = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagAtEnd(text);
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}

/** How many characters at the end of `text` could be the start of a preload tag. */
function partialTagAtEnd(text: string) {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
