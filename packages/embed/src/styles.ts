import { EMBED_FONTS, EMBED_TEXT_PARTS, type EmbedOptions } from '@masthead/core/embed/options';

/**
 * The feed's stylesheet, inside its shadow root only. The publisher's fonts and colours arrive as
 * custom properties whose values passed core's checks (a font is a name from EMBED_FONTS, a colour a
 * strict hex or rgb() form), so nothing a snippet says can end a rule or add one.
 */
const BASE = `
:host{display:block;contain:content}
.mf{--fg:#1a1a1a;--muted:#5c6166;--bg:#fff;--line:#d6d9dc;--accent:#1a5fb4;--chip:#eef1f4;
font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans TC",sans-serif;color:var(--fg);background:var(--bg);padding:12px;border-radius:10px}
.mf.dark{--fg:#eceef0;--muted:#a9afb5;--bg:#15171a;--line:#3a3f45;--accent:#8cb4ff;--chip:#262a2f}
@media (prefers-color-scheme:dark){.mf.auto{--fg:#eceef0;--muted:#a9afb5;--bg:#15171a;--line:#3a3f45;--accent:#8cb4ff;--chip:#262a2f}}
*{box-sizing:border-box}
a{color:inherit;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.brand{display:flex;gap:12px;align-items:center;padding:0 0 12px;margin:0 0 12px;border-bottom:1px solid var(--line)}
.brand img{width:60px;height:60px;border-radius:50%;object-fit:cover}
.brand h2{margin:0;font-size:18px}
.brand p{margin:2px 0 0;color:var(--muted);font-size:14px}
.tools{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.tools form{display:flex;flex:1 1 220px;gap:6px}
input,select,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:6px 10px}
input{flex:1;min-width:0}
button{cursor:pointer;background:var(--chip)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.status{margin:8px 0;color:var(--muted)}
.status:empty{display:none}
.note{margin:0 0 8px;font-size:13px;color:var(--muted)}
ol{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.single-column ol{grid-template-columns:1fr}
.magazine-layout ol>li:first-child{grid-column:1/-1}
.magazine-layout ol>li:first-child .title{font-size:24px}
.magazine-layout ol>li:first-child .photo img{max-height:360px}
article{height:100%;border:1px solid var(--line);border-radius:8px;overflow:hidden}
.text article{border-width:0 0 1px;border-radius:0;padding-bottom:12px}
.row article{display:flex;gap:12px;padding:10px}
.photo img{display:block;width:100%;aspect-ratio:16/9;max-height:280px;object-fit:cover}
.row .photo{flex:0 0 96px}
.row .photo img{width:96px;height:96px;aspect-ratio:auto;border-radius:6px}
.card .body{padding:10px 12px}
.title{margin:0 0 4px;font-size:17px;line-height:1.3;font-family:var(--title-font);color:var(--title-color,var(--fg))}
.desc{margin:0 0 6px;font-family:var(--description-font);color:var(--description-color,var(--muted));display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.meta{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0 0 6px;font-size:13px}
.author{display:inline-flex;align-items:center;gap:6px;font-family:var(--author-font);color:var(--author-color,var(--fg))}
.author img{width:36px;height:36px;border-radius:50%;object-fit:cover}
time{font-family:var(--date-font);color:var(--date-color,var(--muted))}
.premium{padding:0 6px;border-radius:4px;background:#f3ae3d;color:#000;font-size:12px}
.topics{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.topic{display:inline-block;padding:1px 8px;border-radius:999px;background:var(--chip);font-size:12px;font-family:var(--topic-font);color:var(--topic-color,var(--fg))}
.more{display:block;margin:16px auto 0}
.sentinel{height:1px}
[hidden]{display:none!important}
`;

/** The rule that carries the publisher's fonts and colours. */
export function optionRule(options: EmbedOptions): string {
  const declarations: string[] = [];
  for (const part of EMBED_TEXT_PARTS) {
    declarations.push(`--${part}-font:${EMBED_FONTS[options.fonts[part]]}`);
    const color = options.colors[part];
    if (color) declarations.push(`--${part}-color:${color}`);
  }
  return `.mf{${declarations.join(';')}}`;
}

/**
 * Styles the shadow root: a constructed stylesheet where the browser has them (no CSP applies to it),
 * else a <style> carrying the page's nonce, inside the shadow root, never in the host page.
 */
export function applyStyles(root: ShadowRoot, options: EmbedOptions, nonce: string) {
  const css = BASE + optionRule(options);
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    return null;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}
