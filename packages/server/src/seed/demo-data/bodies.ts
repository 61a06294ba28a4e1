const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Paragraphs of plain text as safe HTML ('## ' starts a heading, '> ' a quotation). */
export const html = (...blocks: string[]) =>
  blocks
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${escapeText(block.slice(3))}</h2>`;
      if (block.startsWith('> ')) return `<blockquote><p>${escapeText(block.slice(2))}</p></blockquote>`;
      return `<p>${escapeText(block)}</p>`;
    })
    .join('');
