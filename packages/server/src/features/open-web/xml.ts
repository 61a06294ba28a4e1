import { XMLBuilder } from 'fast-xml-parser';

/**
 * The XML the open web serves (feeds and sitemaps), written with fast-xml-parser's builder, the library
 * the blog import already reads feeds with. The builder escapes every text and attribute (& < > " '),
 * so a title holding `</script>` or `]]>` stays text; no CDATA is ever written.
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: false,
  suppressEmptyNode: true,
});

/**
 * Characters XML 1.0 cannot carry at all, even escaped: control characters other than tab, line feed
 * and carriage return, and U+FFFE/U+FFFF. Dropped (and lone surrogates made U+FFFD) so that hostile
 * text never makes a feed unreadable.
 */
const xmlCharacter = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

export function xmlText(text: string): string {
  const wellFormed = text.toWellFormed();
  let out = '';
  for (const character of wellFormed) if (xmlCharacter(character.codePointAt(0) ?? 0)) out += character;
  return out;
}

/** A node tree as the builder takes it: '@_name' keys are attributes, arrays repeat an element. */
export type XmlTree = { [name: string]: XmlValue };
type XmlValue = string | number | XmlTree | XmlValue[] | undefined;

function clean(value: XmlValue): XmlValue {
  if (typeof value === 'string') return xmlText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, clean(inner)]));
  return value;
}

/** An XML document with its declaration; every text passes xmlText first. */
export const xmlDocument = (root: XmlTree) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(clean(root)) as string}`;
