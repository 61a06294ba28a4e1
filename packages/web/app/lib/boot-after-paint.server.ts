import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The page paints before its code loads (issue 12). React Router's `<Scripts>` writes 60–80 module
 * preloads into the head and a module script that imports the routes and hydrates; a phone fetched and
 * ran all of it before its first paint (Lighthouse: first paint 3.5 s, every module counted in the
 * LCP; docs/scaling.md). `<Scripts>` has no option for it, so the HTML is rewritten as it streams:
 *
 * - the preloads leave the head, and the module script stays in the page inert (`type="text/plain"`,
 *   still carrying the render's nonce, so a cached page's CSP lists its hash);
 * - a small script after it waits for the first frame to be painted, then adds the preloads and runs
 *   the module script's text as a module, with the page's nonce. A page opened in a background tab is
 *   not painted: it boots at once.
 *
 * Tags and characters split across chunks are held back until the next one; only the two kinds of tag
 * are looked at (a page has some 1,500 others).
 */
export function bootAfterPaint() {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let held = '';
  const rewrite = (text: string, last: boolean) => {
    let out = '';
    let at = 0;
    const nextMarker = markerFinder(text);
    for (;;) {
      const open = nextMarker(at);
      if (open < 0) break;
      const close = text.indexOf('>', open);
      if (close < 0) {
        if (!last) return { out: out + text.slice(at, open), rest: text.slice(open) };
        break;
      }
      const tag = text.slice(open, close + 1);
      const preload = PRELOAD.exec(tag);
      if (preload?.[1]) {
        preloads.push(preload[1]);
        out += text.slice(at, open);
        at = close + 1;
        continue;
      }
      if (MODULE_SCRIPT.test(tag)) {
        const end = text.indexOf('</script>', close);
        if (end < 0) {
          if (!last) return { out: out + text.slice(at, open), rest: text.slice(open) };
          break;
        }
        out += text.slice(at, open) + inertBoot(tag, text.slice(close + 1, end), preloads);
        at = end + '</script>'.length;
        continue;
      }
      out += text.slice(at, close + 1);
      at = close + 1;
    }
    // The start of a marker at the very end waits for the rest of its tag.
    const keep = last ? 0 : partialMarkerAtEnd(text, at);
    return { out: out + text.slice(at, text.length - keep), rest: text.slice(text.length - keep) };
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const { out, rest } = rewrite(held + (typeof chunk === 'string' ? chunk : decoder.write(chunk)), false);
      held = rest;
      callback(null, out);
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end(), true).out);
    },
  });
}

/** Only these tags are rewritten; the rest of the page is passed on without being looked at. */
const MARKERS = ['<link rel="modulepreload"', '<script'];
const PRELOAD = /^<link rel="modulepreload" href="([^"<>]+)"[^<>]*>$/;
const MODULE_SCRIPT = /^<script\b[^<>]*\btype="module"[^<>]*>$/;
const NONCE = /\bnonce="([^"<>]*)"/;
export const BOOT_ID = 'page-boot';

/**
 * The first marker at or after a position, for positions that only grow: each marker's next place is
 * searched again only once it has been passed (a page has some 70 preloads before its first script).
 */
function markerFinder(text: string) {
  const found = MARKERS.map(() => -2);
  return (from: number) => {
    let next = -1;
    for (const [i, marker] of MARKERS.entries()) {
      if (found[i] === -2 || (found[i]! >= 0 && found[i]! < from)) found[i] = text.indexOf(marker, from);
      const at = found[i]!;
      if (at >= 0 && (next < 0 || at < next)) next = at;
    }
    return next;
  };
}

/** How many characters at the end of `text` (from `from` on) could begin a marker. */
function partialMarkerAtEnd(text: string, from: number) {
  const longest = Math.max(...MARKERS.map((marker) => marker.length)) - 1;
  for (let length = Math.min(longest, text.length - from); length > 0; length--) {
    const end = text.slice(text.length - length);
    if (MARKERS.some((marker) => marker.startsWith(end))) return length;
  }
  return 0;
}

/** The module script kept inert, and the script that runs it once the page has been painted. */
function inertBoot(openTag: string, source: string, preloads: string[]) {
  const nonce = NONCE.exec(openTag)?.[1];
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  // Addresses from the build; `<` is escaped so nothing in them can close the script.
  const list = JSON.stringify(preloads).replaceAll('<', '\\u003c');
  const runner =
    `(()=>{const d=document,b=d.getElementById("${BOOT_ID}");` +
    `const go=()=>{for(const h of ${list}){const l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)}` +
    `const s=d.createElement("script");s.type="module";s.nonce=b.nonce;s.text=b.text;d.body.append(s)};` +
    `d.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()`;
  return (
    `<script type="text/plain" id="${BOOT_ID}"${nonceAttribute}>${source}</script>` +
    `<script${nonceAttribute}>${runner}</script>`
  );
}

/** The modules a rendered page loads once painted, in order (page-weight bench, smoke test). */
export function bootModulesOf(html: string): string[] {
  const list = /\(\)=>\{for\(const h of (\[[^\]]*\])\)/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
