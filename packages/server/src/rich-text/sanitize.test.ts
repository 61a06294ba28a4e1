import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { NAUGHTY_STRINGS } from '../test/hostile-input.ts';
import { XSS_PAYLOADS } from '../test/xss-payloads.ts';
import { plainTextFromHtml, sanitizeRichText } from './sanitize.ts';

const clean = (html: string) => sanitizeRichText(html, { maxLength: 100_000 });

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
};
const ALLOWED_TAGS = new Set(
  'p br strong b em i u s a ul ol li blockquote h2 h3 h4 code pre img figure figcaption'.split(' '),
);

const decode = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The output grammar that makes browsers parse it as written: text without a raw '<', '>' or stray '&',
 * and allowlisted tags whose attributes are allowlisted and double-quoted without quotes inside. No tag of
 * it is a raw-text element, so no parser can read a tag where this one read text (no mXSS).
 */
function assertSafeHtml(html: string) {
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)( \/)?>/y;
  const attribute = / ([a-z]+)="([^"<>]*)"/g;
  let index = 0;
  while (index < html.length) {
    const char = html[index];
    if (char === '<') {
      tag.lastIndex = index;
      const match = tag.exec(html);
      expect(match, `tag at ${index} in ${html}`).not.toBeNull();
      const [whole, closing, name = '', attributes = ''] = match!;
      expect(ALLOWED_TAGS.has(name), `${name} in ${html}`).toBe(true);
      if (closing) expect(attributes).toBe('');
      for (const [, attr = '', raw = ''] of attributes.matchAll(attribute)) {
        expect(ALLOWED_ATTRIBUTES[name] ?? [], `${name}[${attr}] in ${html}`).toContain(attr);
        const value = decode(raw);
        if (attr === 'href') expect(value).toMatch(/^(?:https?:\/\/[^\s/?#]+|mailto:)/i);
        if (attr === 'src')
          expect(value).toMatch(
            /^(?:https:\/\/[^\s/?#]+|\/images\/[A-Za-z0-9/_-]+\.(?:jpg|png|webp|gif)(?:\?|$))/,
          );
        if (attr === 'rel') expect(value).toBe('nofollow ugc noopener noreferrer');
        if (attr === 'target') expect(value).toBe('_blank');
      }
      index += whole.length;
      continue;
    }
    expect(char, `raw > at ${index} in ${html}`).not.toBe('>');
    if (char === '&') expect(html.slice(index), html).toMatch(/^&(?:amp|lt|gt|quot);/);
    index += 1;
  }
}

describe('sanitizeRichText: the allowlist', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h3>a</h3><h4>b</h4>' +
      '<pre><code>x &lt; y</code></pre><figure><img src="https://ok.example/a.png" alt="A" /><figcaption>c</figcaption></figure>';
    expect(clean(html)).toBe(html.replace(' />', ' />'));
  });

  it('gives links rel and target, and drops any other scheme or a relative address', () => {
    expect(clean('<a href="https://ok.example/x">x</a>')).toBe(
      '<a href="https://ok.example/x" rel="nofollow ugc noopener noreferrer" target="_blank">x</a>',
    );
    expect(clean('<a href="mailto:a@example.com">mail</a>')).toBe(
      '<a href="mailto:a@example.com" rel="nofollow ugc noopener noreferrer">mail</a>',
    );
    expect(clean('<a href="/story/1/x.html">x</a>')).toBe('x');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(clean('<a href="https://ok.example"></a>')).toBe('');
  });

  it('takes this site’s stored images and https images only', () => {
    expect(clean('<img src="/images/u/1/abc.jpg">')).toBe('<img src="/images/u/1/abc.jpg" alt="" />');
    expect(clean('<img src="/images/u/1/abc.jpg?focalPoint=20,30">')).toContain('focalPoint=20,30');
    for (const src of [
      'http://x.example/a.png',
      '//x.example/a.png',
      '/images/../a.jpg',
      '/x/a.jpg',
      'data:image/png;base64,AA',
    ])
      expect(clean(`<img src="${src}">`)).toBe('');
  });

  it('strips every other tag, keeping its text unless it is code or a container of foreign content', () => {
    expect(clean('<div><span>kept</span></div>')).toBe('kept');
    expect(clean('<script>alert(1)</script>ok')).toBe('ok');
    expect(clean('<svg><text>gone</text></svg>ok')).toBe('ok');
    expect(clean('<h1>big</h1>')).toBe('big');
  });

  it('refuses output longer than maxLength with a field error', () => {
    expect(() => sanitizeRichText('<p>12345</p>', { maxLength: 5, field: 'text' })).toThrowError(AppError);
    try {
      sanitizeRichText('x'.repeat(50), { maxLength: 10 });
    } catch (error) {
      expect((error as AppError).fields).toEqual({ body: 'validation.too.long' });
    }
    // Markup that is stripped does not count.
    expect(sanitizeRichText(`<div>${'<span></span>'.repeat(10)}ok</div>`, { maxLength: 40 })).toBe('ok');
  });
});

describe('sanitizeRichText: XSS and mXSS (TESTING §6)', () => {
  it(`has about 200 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const output = clean(payload);
    assertSafeHtml(output);
    // Stable: sanitising again changes nothing, so a stored body never drifts.
    expect(clean(output)).toBe(output);
    expect(output).not.toMatch(/<\/?(?:script|svg|math|style|iframe|x-)/i);
  });

  it('survives the naughty strings', () => {
    for (const value of NAUGHTY_STRINGS) {
      const output = clean(value);
      assertSafeHtml(output);
      expect(clean(output)).toBe(output);
      expect(output).not.toContain('\u0000');
    }
  });

  it('produces safe, stable HTML from any soup of markup fragments', () => {
    const fragment = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '\n',
      '&',
      '#',
      ';',
      '`',
      '!',
      '-',
      '[',
      ']',
      '?',
      'a',
      'p',
      'img',
      'script',
      'style',
      'svg',
      'math',
      'mglyph',
      'mtext',
      'table',
      'noscript',
      'xmp',
      'textarea',
      'title',
      'iframe',
      'template',
      'href',
      'src',
      'alt',
      'onerror',
      'javascript:',
      'https://x.example',
      '/images/u/1/a.jpg',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '&lt;',
      '&#60;',
      '&#x3c;',
      'alert(1)',
      '\u0000',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 60 }), (parts) => {
        const output = clean(parts.join(''));
        assertSafeHtml(output);
        expect(clean(output)).toBe(output);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('plainTextFromHtml', () => {
  it.each([
    ['<p>a</p><p>b</p>', 'a b'],
    ['<p>x &amp; y &lt; z</p>', 'x & y < z'],
    ['<p> </p><p>\u200b</p><br>', ''],
    ['<script>alert(1)</script>', ''],
    ['<img src="https://ok.example/a.png">', ''],
    ['<p><strong>bold</strong>text</p>', 'boldtext'],
    ['a<br>b', 'a b'],
    ['&quot;q&quot; &#39;s&#39;', '"q" \'s\''],
  ])('%j → %j', (html, text) => {
    expect(plainTextFromHtml(html)).toBe(text);
  });
});

describe('sanitizeRichText: video embeds in content bodies ({ embeds: true })', () => {
  const withEmbeds = (html: string) => sanitizeRichText(html, { maxLength: 100_000, embeds: true });
  const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  const VIMEO = 'https://player.vimeo.com/video/76979871';
  const FIXED =
    'allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"';
  /** The one form an embed may take; everything around it must pass the ordinary output grammar. */
  const PLAYER =
    /<iframe src="(https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}|https:\/\/player\.vimeo\.com\/video\/\d{1,12})" title="[^"<>]*" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"><\/iframe>/g;
  const assertSafeWithPlayers = (html: string) => {
    for (const match of html.matchAll(/<iframe\b/g)) {
      const rest = html.slice(match.index);
      expect(rest, html).toMatch(new RegExp(`^${PLAYER.source}`));
      expect(html.slice(0, match.index).endsWith('<figure>'), html).toBe(true);
    }
    assertSafeHtml(html.replace(PLAYER, ''));
  };

  it('keeps a YouTube or Vimeo player inside a figure, with fixed attributes only', () => {
    expect(
      withEmbeds(
        `<figure><iframe src="${YT}" title="My talk" allow="autoplay" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;" onload="alert(1)" style="x" width="9999" sandbox="allow-top-navigation"></iframe></figure>`,
      ),
    ).toBe(`<figure><iframe src="${YT}" title="My talk" ${FIXED}></iframe></figure>`);
    expect(withEmbeds(`<figure><iframe src="${VIMEO}"></iframe></figure>`)).toBe(
      `<figure><iframe src="${VIMEO}" title="Video" ${FIXED}></iframe></figure>`,
    );
  });

  it('drops the fallback markup inside a player', () => {
    const output = withEmbeds(
      `<figure><iframe src="${YT}"><img src=x onerror=alert(1)><script>alert(1)</script></iframe></figure>`,
    );
    expect(output).toBe(`<figure><iframe src="${YT}" title="Video" ${FIXED}></iframe></figure>`);
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '//www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ#x',
    'https://www.youtube-nocookie.com/embed/../../evil',
    'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evil.example/?https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://user@www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871/../../x',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com.evil.example/video/1',
    ' javascript:alert(1)',
    'javascript:alert(1)//https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    '/story/1/x.html',
    'HTTPS://WWW.YOUTUBE-NOCOOKIE.COM/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ\nhttps://evil.example',
  ])('refuses a player from %j', (src) => {
    const output = withEmbeds(
      `<figure><iframe src="${src.replaceAll('"', '&quot;')}"></iframe></figure><p>after</p>`,
    );
    expect(output).toBe('<p>after</p>');
  });

  it('refuses players outside a figure, and any iframe where embeds are not allowed', () => {
    expect(withEmbeds(`<iframe src="${YT}"></iframe><p>x</p>`)).toBe('<p>x</p>');
    expect(withEmbeds(`<p><iframe src="${YT}"></iframe></p>`)).toBe('<p></p>');
    expect(
      withEmbeds(`<figure><a href="https://ok.example"><iframe src="${YT}"></iframe></a></figure>`),
    ).toBe('');
    // Comments and every other rich text keep no iframe at all.
    expect(clean(`<figure><iframe src="${YT}"></iframe></figure>`)).not.toContain('iframe');
  });

  it('is stable and safe for every XSS payload, also wrapped in a figure', () => {
    for (const payload of XSS_PAYLOADS) {
      for (const html of [
        payload,
        `<figure>${payload}</figure>`,
        `<figure><iframe src="${YT}">${payload}</iframe></figure>`,
      ]) {
        const output = withEmbeds(html);
        assertSafeWithPlayers(output);
        expect(withEmbeds(output)).toBe(output);
        expect(output).not.toMatch(/<\/?(?:script|svg|math|style|x-)/i);
      }
    }
  });
});
