/**
 * Issue 13: Chinese must not draw as boxes on a machine without any CJK font, yet a Chinese web font
 * (about 35 KB gzipped of @font-face rules per script, then 4 MB of slices) must cost nothing on the
 * machines that have one. So the faces are defined only once the browser proves it cannot draw Han;
 * the stacks in styles.css already name the families, and unicode-range fetches only needed slices.
 */
import scFacesUrl from '@fontsource-variable/noto-sans-sc/wght.css?url';
import tcFacesUrl from '@fontsource-variable/noto-sans-tc/wght.css?url';

/** Two common characters: any CJK font draws them differently; without one both are the same box. */
const SAMPLES = ['中', '國'] as const;
const SIZE = 24;

/**
 * Whether `fontFamily` draws Han characters, by comparing their pixels: identical (both .notdef) or
 * empty means missing glyphs. Without a canvas to tell, it assumes they draw.
 */
function drawsHan(fontFamily: string): boolean {
  // A canvas each: one read per canvas, which Chromium does not warn about.
  const [first, second] = SAMPLES.map((character) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return null;
    context.font = `${SIZE}px ${fontFamily}`;
    context.fillText(character, 0, SIZE - 4);
    return context.getImageData(0, 0, SIZE, SIZE).data;
  });
  if (!first || !second) return true;
  return first.some((value, index) => value !== second[index]) && first.some((value) => value > 0);
}

/** Counts up from "1000", so that each value is a new four-letter feature tag. */
let tag = 36 ** 3;

/**
 * Chromium keeps the shapes of words it drew as boxes, and for those never asks for a slice, even once
 * the faces exist or a slice has loaded. A feature setting that no font has changes nothing drawn but
 * makes it shape all text again: after the faces come, and after each batch of slices.
 */
function reshapeText(): void {
  tag += 1;
  document.documentElement.style.fontFeatureSettings = `"${tag.toString(36)}" 0`;
}

/**
 * Both families: each lacks about 2,000 Han characters that the other has, and every page mixes the
 * scripts (the language menu names 繁體中文 and 简体中文; feeds list stories in both). The stacks in
 * styles.css put the interface's script first; unicode-range still fetches only the slices needed.
 * Only the stylesheets' addresses are in this bundle: `?url` still builds them (and their slices) as
 * assets, and a plain link needs no module preloading, unlike an `import()` of the CSS.
 */
function loadFaces(): void {
  document.fonts.addEventListener('loadingdone', reshapeText);
  for (const href of [tcFacesUrl, scFacesUrl]) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', reshapeText);
    document.head.append(link);
  }
}

/** Once after hydration, when the browser is idle: loads the Chinese faces only if glyphs are missing. */
export function loadCjkFontIfMissing(): void {
  const check = () => {
    if (!drawsHan(getComputedStyle(document.body).fontFamily)) loadFaces();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(check, { timeout: 3000 });
  else setTimeout(check, 1000);
}
