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
 * and carriage return, lone surrogates, and U+FFFE/U+FFFF. Dropped so that hostile text never makes a
 * feed unreadable.
 */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const xmlText = (text: string) => text.replace(NOT_XML, '');

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
