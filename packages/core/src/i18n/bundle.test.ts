import { expect, it } from 'vitest';
import { MESSAGES_GLOBAL, messagesScript, parseMessagesScriptName } from './bundle.ts';
import { MESSAGES } from './translate.ts';

it('serves each language under a name that changes with its content', () => {
  const tw = messagesScript('tw');
  expect(tw.path).toMatch(/^\/i18n\/tw-[0-9a-f]{8}\.js$/);
  expect(messagesScript('en').hash).not.toBe(tw.hash);
  const window: Record<string, unknown> = {};
  new Function('window', tw.body)(window);
  expect(window[MESSAGES_GLOBAL]).toEqual(MESSAGES.tw);
});

it('parses only well-formed names of known languages', () => {
  expect(parseMessagesScriptName('cn-0a1b2c3d.js')).toEqual({ lang: 'cn', hash: '0a1b2c3d' });
  for (const bad of ['xx-0a1b2c3d.js', 'cn-0a1b2c3.js', '../cn-0a1b2c3d.js', 'cn-0a1b2c3d.js.map']) {
    expect(parseMessagesScriptName(bad)).toBeNull();
  }
});
