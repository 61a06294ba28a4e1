import { expect, it } from 'vitest';
import { MESSAGES_GLOBAL, messagesScript, parseMessagesScriptName } from './bundle.ts';
import { MESSAGES } from './translate.ts';

it('serves each language under a name that changes with its content', () => {
  const tw = messagesScript('tw');
  expect(tw.path).toMatch(/^\/i18n\/tw-[0-9a-f]{8}\.js$/);
  expect(messagesScript('en').hash).not.toBe(tw.hash);
  const window: Record<string, unknown> = {};
  new Function('window', tw.body)(window);
  // Every message but the mail the server writes.
  const sent = window[MESSAGES_GLOBAL] as Record<string, string>;
  const all = MESSAGES.tw as Record<string, string>;
  expect(Object.keys(sent).length).toBeGreaterThan(1000);
  for (const [key, value] of Object.entries(all))
    if (!key.startsWith('mail.') && !key.includes('.mail.')) expect(sent[key], key).toBe(value);
  expect(Object.keys(sent).filter((key) => key.startsWith('mail.') || key.includes('.mail.'))).toEqual([]);
  expect('mail.verify.subject' in all).toBe(true);
});

it('parses only well-formed names of known languages', () => {
  expect(parseMessagesScriptName('cn-0a1b2c3d.js')).toEqual({ lang: 'cn', hash: '0a1b2c3d' });
  for (const bad of ['xx-0a1b2c3d.js', 'cn-0a1b2c3.js', '../cn-0a1b2c3d.js', 'cn-0a1b2c3d.js.map']) {
    expect(parseMessagesScriptName(bad)).toBeNull();
  }
});
