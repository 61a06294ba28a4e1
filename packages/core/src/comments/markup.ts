/**
 * The comment composer is a plain textarea with Bold, Italic and Link buttons that write a light markup:
 * **bold**, _italic_ (or *italic*), [text](https://…) and bare https:// links; a blank line starts a new
 * paragraph. This turns it into the minimal HTML the API takes. The server sanitises whatever arrives,
 * so this only has to be correct, not safe; it escapes everything anyway.
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Bold before italic, so that '**' is never read as two italic markers. */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([^\n]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\p{L}\p{N}*_])([*_])(?=\S)([^\n*_]*?\S)\2(?![\p{L}\p{N}*_])/gu, '$1<em>$3</em>');
}

/** [label](url) with an http(s) or mailto address, or a bare http(s) address (its closing punctuation left out). */
const LINK =
  /\[([^\]\n]{1,500})\]\(((?:https?:\/\/|mailto:)[^\s()<>]{1,2000})\)|(https?:\/\/[^\s<>]*[^\s<>.,;:!?)\]'"*_])/gi;

/** Marks where a link sits while emphasis is applied to the whole line (a private-use character). */
const SLOT = '\ue000';

function inline(line: string): string {
  const links: string[] = [];
  const marked = line
    .replaceAll(SLOT, '')
    .replace(LINK, (_match, label?: string, href?: string, bare?: string) => {
      const address = href ?? bare ?? '';
      const text = label !== undefined ? emphasis(escapeHtml(label)) : escapeHtml(address);
      links.push(`<a href="${escapeHtml(address)}">${text}</a>`);
      return `${SLOT}${links.length - 1}${SLOT}`;
    });
  return emphasis(escapeHtml(marked)).replace(
    new RegExp(`${SLOT}(\\d+)${SLOT}`, 'g'),
    (_m, index: string) => links[Number(index)] ?? '',
  );
}

export function commentMarkupToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/);
  return paragraphs
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(inline).join('<br>')}</p>`)
    .join('');
}

/** What a composer button does to the selected text: the new text and the selection to keep. */
export function wrapSelection(
  text: string,
  selection: { start: number; end: number },
  style: 'bold' | 'italic' | 'link',
  placeholder: { text: string; url?: string },
): { text: string; start: number; end: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const selected = text.slice(start, end) || placeholder.text;
  const [before, after] =
    style === 'bold'
      ? ['**', '**']
      : style === 'italic'
        ? ['_', '_']
        : ['[', `](${placeholder.url ?? 'https://'})`];
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}
