import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { xmlDocument, xmlText } from './xml.ts';

describe('the XML the open web writes', () => {
  it('drops what XML cannot carry and keeps everything else', () => {
    expect(xmlText('a\u0000b\u0001c\td\ne\rf\u000b\ufffeg\uffff')).toBe('abc\td\ne\rfg');
    expect(xmlText('lone \ud800 surrogate, pair 😀')).toBe('lone \ufffd surrogate, pair 😀');
    expect(xmlText('台北 & <b>')).toBe('台北 & <b>');
  });

  it('escapes text and attributes, so hostile text reads back as written', () => {
    const hostile = '</script>]]><![CDATA[x]]> & "\'<b>\u0007';
    const xml = xmlDocument({ root: { '@_a': hostile, text: hostile } });
    expect(xml).not.toMatch(/<\/script>|\]\]>|<b>|<!\[CDATA/);
    const read = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).root;
    expect(read.text).toBe(hostile.replace('\u0007', ''));
    expect(read['@_a']).toBe(hostile.replace('\u0007', ''));
  });
});
