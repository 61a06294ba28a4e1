import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeFeedCursor,
  encodeFeedCursor,
  parseContentExtra,
  ZEventExtra,
  ZQuizExtra,
  ZTopicFeedQuery,
  ZTopicQuery,
} from './schemas.ts';
import { CTYPE } from './types.ts';

describe('feed cursors', () => {
  it('round-trip every position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (publishedAtUs, id) => {
          expect(decodeFeedCursor(encodeFeedCursor({ publishedAtUs, id }))).toEqual({ publishedAtUs, id });
        },
      ),
    );
  });

  it('refuse anything else', () => {
    for (const bad of [
      '',
      '-',
      'abc',
      '1-0',
      'zzzzzzzzzzz-1',
      '2gosa7pa2gw-1',
      '1-zzzzzzzzzzz',
      'A-1',
      '1-1-1',
      '1_1',
    ]) {
      expect(decodeFeedCursor(bad)).toBeNull();
    }
  });
});

describe('query schemas', () => {
  it('take ids written as plain digits only', () => {
    expect(ZTopicFeedQuery.parse({ topicId: '12' })).toEqual({ topicId: 12 });
    for (const topicId of ['0', '-1', '1e3', ' 7', '7abc', '0x10', '12345678901234567890']) {
      expect(ZTopicFeedQuery.safeParse({ topicId }).success).toBe(false);
    }
    expect(ZTopicFeedQuery.safeParse({ topicId: 12 }).success).toBe(false);
    expect(ZTopicFeedQuery.safeParse({ topicId: '1', extra: '1' }).success).toBe(false);
  });

  it('ask a topic by id or by title, not both', () => {
    expect(ZTopicQuery.safeParse({ topicId: '1' }).success).toBe(true);
    expect(ZTopicQuery.safeParse({ title: 'food' }).success).toBe(true);
    expect(ZTopicQuery.safeParse({}).success).toBe(false);
    expect(ZTopicQuery.safeParse({ topicId: '1', title: 'food' }).success).toBe(false);
  });
});

describe('type-specific parts', () => {
  it('read a valid part with its kind', () => {
    const event = { startsAt: '2026-12-01T18:00:00+08:00', venue: 'Huashan 1914' };
    expect(parseContentExtra(CTYPE.event, event)).toEqual({ kind: 'event', ...event });
    expect(parseContentExtra(CTYPE.post, { anything: 1 })).toEqual({ kind: 'none' });
  });

  it('show nothing rather than a broken part', () => {
    expect(parseContentExtra(CTYPE.event, { venue: 'x' })).toEqual({ kind: 'none' });
    expect(parseContentExtra(CTYPE.quiz, null)).toEqual({ kind: 'none' });
  });

  it('refuse an answer outside the options and times that are not ISO', () => {
    const quiz = { questions: [{ question: 'q', options: ['a', 'b'], answer: 2 }] };
    expect(ZQuizExtra.safeParse(quiz).success).toBe(false);
    expect(ZEventExtra.safeParse({ startsAt: 'tomorrow', venue: 'x' }).success).toBe(false);
  });
});
