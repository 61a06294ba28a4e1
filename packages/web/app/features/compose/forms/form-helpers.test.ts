import {
  COMPOSABLE_CTYPES,
  CTYPE,
  extraSchemaOf,
  MINOR_DIGITS,
  ZChatExtra,
  ZDonateExtra,
  ZEventExtra,
  ZListExtra,
  ZLiveQaExtra,
  ZMemeExtra,
  ZPollExtra,
  ZQuizExtra,
} from '@masthead/core';
import { describe, expect, it } from 'vitest';
import { duplicateSpeakers, nextSpeaker, readChat, writeChat } from './chat-model';
import { readDonate, writeDonate } from './donate-form';
import { endOf, eventTimeProblem, readEvent, writeEvent } from './event-model';
import {
  answerAfterRemoving,
  goalMajorOf,
  goalMinorOf,
  isoOfWallClock,
  moveRow,
  removeRow,
  wallClockOf,
} from './form-helpers';
import { emptyExtraFor, TYPE_FORMS } from './index';
import { readListRows, writeListRows } from './list-form';
import { readLiveQa, writeLiveQa } from './live-qa-form';
import { readMeme, writeMeme } from './meme-form';
import { closingProblem, readPoll, writePoll } from './poll-form';
import { quizAnswersPicked, readQuiz, writeQuiz } from './quiz-model';

describe('rows', () => {
  it('move and remove without losing any', () => {
    expect(moveRow(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(removeRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('keep the right answer on its option when another goes', () => {
    expect(answerAfterRemoving(2, 0)).toBe(1);
    expect(answerAfterRemoving(2, 3)).toBe(2);
    expect(answerAfterRemoving(2, 2)).toBeNull();
    expect(answerAfterRemoving(null, 0)).toBeNull();
  });
});

describe('every composable type but the post has a form and a start', () => {
  it.each(COMPOSABLE_CTYPES.filter((ctype) => ctype !== CTYPE.post))('ctype %i', (ctype) => {
    expect(TYPE_FORMS[ctype]).toBeTypeOf('function');
    const start = emptyExtraFor(ctype);
    expect(start).toBeTypeOf('object');
    // A start is a draft: it need not pass, but it must be of the schema's shape (no unknown keys).
    const result = extraSchemaOf(ctype)?.safeParse(start);
    const unknown = result?.success
      ? []
      : (result?.error.issues ?? []).filter((i) => i.code === 'unrecognized_keys');
    expect(unknown).toEqual([]);
  });
});

describe('list (ctype 10, 102)', () => {
  it('writes items the schema accepts, leaving blank optional parts out', () => {
    const rows = readListRows({
      items: [
        { title: 'Tea houses', description: '  ', url: '' },
        { title: 'Night markets', description: 'Where to eat', url: 'https://example.com/x' },
      ],
    });
    const extra = writeListRows(rows);
    expect(extra).toEqual({
      items: [
        { title: 'Tea houses' },
        { title: 'Night markets', description: 'Where to eat', url: 'https://example.com/x' },
      ],
    });
    expect(ZListExtra.safeParse(extra).success).toBe(true);
  });

  it('reads whatever a draft holds without breaking', () => {
    expect(readListRows({ items: 'nonsense' })).toEqual([]);
    expect(readListRows({ items: [null, 7, { title: 3 }] }).map((row) => row.title)).toEqual(['', '', '']);
  });
});

describe('quiz (ctype 11)', () => {
  const complete = {
    questions: [
      {
        question: 'Capital of Taiwan?',
        options: ['Taipei', 'Tainan'],
        answer: 0,
        explanation: 'Since 1949.',
      },
      { question: 'Largest island?', options: ['Java', 'Borneo', 'Bali'], answer: 1 },
    ],
  };

  it('round-trips a complete quiz, which the schema accepts', () => {
    const questions = readQuiz(complete);
    expect(quizAnswersPicked(questions)).toBe(true);
    expect(writeQuiz(questions)).toEqual(complete);
    expect(ZQuizExtra.safeParse(writeQuiz(questions)).success).toBe(true);
  });

  it('leaves the answer out until one is picked, and starts with one question of two options', () => {
    const questions = readQuiz({});
    expect(questions).toHaveLength(1);
    expect(questions[0]?.options).toHaveLength(2);
    expect(quizAnswersPicked(questions)).toBe(false);
    expect(writeQuiz(questions)).toEqual({ questions: [{ question: '', options: ['', ''] }] });
    expect(
      readQuiz({ questions: [{ question: 'q', options: ['a', 'b'], answer: 4 }] })[0]?.answer,
    ).toBeNull();
  });
});

describe('poll (ctype 104)', () => {
  it('writes options and a closing time in the writer’s zone', () => {
    const state = readPoll({ options: ['Yes'] });
    expect(state.options.map((o) => o.text)).toEqual(['Yes', '']);
    const filled = {
      options: [
        { key: 1, text: 'Yes' },
        { key: 2, text: 'No' },
      ],
      closes: { date: '2030-01-02', time: '18:00', stored: null },
    };
    const extra = writePoll(filled);
    expect(extra.closesAt).toMatch(/^2030-01-02T18:00:00[+-]\d{2}:\d{2}$/);
    expect(ZPollExtra.safeParse(extra).success).toBe(true);
    expect(writePoll({ ...filled, closes: { date: '', time: '', stored: null } })).toEqual({
      options: ['Yes', 'No'],
    });
  });

  it('says when a closing time is half typed or past', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(closingProblem({ date: '', time: '', stored: null }, now)).toBeNull();
    expect(closingProblem({ date: '2030-01-01', time: '', stored: null }, now)).toBe(
      'forms.poll.closesIncomplete',
    );
    expect(closingProblem({ date: '2020-01-01', time: '10:00', stored: null }, now)).toBe(
      'forms.poll.closesPast',
    );
    expect(closingProblem({ date: '2030-01-01', time: '10:00', stored: null }, now)).toBeNull();
  });
});

describe('event (ctype 101)', () => {
  it('writes the ISO times the schema wants', () => {
    const state = {
      ...readEvent({}),
      start: { date: '2026-12-05', time: '19:00', stored: null },
      end: { date: '', time: '21:30', stored: null },
      venue: 'Riverside Hall',
      online: 'https://example.com/live',
    };
    const extra = writeEvent(state);
    expect(extra.startsAt).toMatch(/^2026-12-05T19:00:00[+-]\d{2}:\d{2}$/);
    // An end time alone ends on the start's day.
    expect(extra.endsAt).toMatch(/^2026-12-05T21:30:00[+-]\d{2}:\d{2}$/);
    expect(endOf(state).date).toBe('2026-12-05');
    expect(extra).not.toHaveProperty('address');
    expect(ZEventExtra.safeParse(extra).success).toBe(true);
    expect(eventTimeProblem(state)).toBeNull();
  });

  it('keeps a stored time with its own offset while its texts are unchanged', () => {
    const extra = { startsAt: '2026-12-05T19:00:00+08:00', venue: 'Hall' };
    const state = readEvent(extra);
    expect(state.start).toEqual({ date: '2026-12-05', time: '19:00', stored: '2026-12-05T19:00:00+08:00' });
    expect(writeEvent({ ...state, venue: 'New hall' }).startsAt).toBe('2026-12-05T19:00:00+08:00');
    const moved = isoOfWallClock({ ...state.start, time: '20:00' });
    expect(moved).toMatch(/^2026-12-05T20:00:00/);
  });

  it('refuses an end before the start and an end date without a time', () => {
    const base = { ...readEvent({}), start: { date: '2026-12-05', time: '19:00', stored: null }, venue: 'x' };
    expect(eventTimeProblem({ ...base, end: { date: '2026-12-05', time: '18:00', stored: null } })).toBe(
      'forms.event.endBeforeStart',
    );
    expect(eventTimeProblem({ ...base, end: { date: '2026-12-06', time: '', stored: null } })).toBe(
      'forms.event.endTimeMissing',
    );
  });

  it('reads a stored time that is not one as empty', () => {
    expect(wallClockOf('tomorrow')).toEqual({ date: '', time: '', stored: null });
    expect(wallClockOf(undefined)).toEqual({ date: '', time: '', stored: null });
  });
});

describe('meme (ctype 105)', () => {
  it('writes only the captions that say something', () => {
    expect(writeMeme(readMeme({ topText: 'When the build passes', bottomText: ' ' }))).toEqual({
      topText: 'When the build passes',
    });
    expect(ZMemeExtra.safeParse(writeMeme({ topText: 'a', bottomText: 'b' })).success).toBe(true);
  });
});

describe('chat (ctype 106)', () => {
  it('reads speakers back from the lines and writes the same lines', () => {
    const extra = {
      messages: [
        { speaker: 'Mei', text: 'Hi' },
        { speaker: 'Budi', text: 'Hello' },
        { speaker: 'Mei', text: 'Ready?' },
      ],
    };
    const state = readChat(extra);
    expect(state.speakers.map((s) => s.name)).toEqual(['Mei', 'Budi']);
    expect(writeChat(state)).toEqual(extra);
    expect(ZChatExtra.safeParse(writeChat(state)).success).toBe(true);
    // The next line goes to whoever did not speak last.
    expect(nextSpeaker(state)).toBe(state.speakers[1]?.key);
  });

  it('starts with two people and one line, and spots two speakers of one name', () => {
    const state = readChat({});
    expect(state.speakers).toHaveLength(2);
    expect(state.lines).toHaveLength(1);
    const twins = [
      { key: 1, name: 'Ann' },
      { key: 2, name: ' Ann ' },
      { key: 3, name: '' },
      { key: 4, name: '' },
    ];
    expect([...duplicateSpeakers(twins)]).toEqual([2]);
  });
});

describe('live Q&A (ctype 107)', () => {
  it('writes the start and host, keeping the questions readers asked', () => {
    const questions = [{ question: 'When?', answer: 'Now' }];
    const state = readLiveQa({ startsAt: '2026-12-05T19:00:00+07:00', host: 'Budi', questions });
    const extra = writeLiveQa({ ...state, host: 'Budi S.' });
    expect(extra).toEqual({ startsAt: '2026-12-05T19:00:00+07:00', host: 'Budi S.', questions });
    expect(ZLiveQaExtra.safeParse(extra).success).toBe(true);
    expect(writeLiveQa(readLiveQa({}))).toEqual({ host: '' });
  });
});

describe('donate (ctype 108)', () => {
  it('turns a goal in major units into integer minor units of the currency', () => {
    expect(goalMinorOf(5000, 'USD')).toBe(5000 * 10 ** MINOR_DIGITS.USD);
    expect(goalMinorOf(null, 'USD')).toBeNull();
    expect(goalMinorOf(0, 'USD')).toBeNull();
    expect(goalMinorOf(1e20, 'USD')).toBeNull();
    expect(goalMajorOf(goalMinorOf(1234, 'IDR'), 'IDR')).toBe(1234);
    expect(goalMajorOf('12', 'USD')).toBeNull();
  });

  it('writes goal and currency only, which the schema accepts', () => {
    const state = readDonate({ goalMinor: 250_000, currency: 'TWD', raisedMinor: 900 });
    expect(state).toEqual({ goal: 2500, currency: 'TWD' });
    const extra = writeDonate(state);
    expect(extra).toEqual({ goalMinor: 250_000, currency: 'TWD' });
    expect(ZDonateExtra.safeParse(extra).success).toBe(true);
    expect(readDonate({ currency: 'XYZ' }).currency).toBe('USD');
  });
});

describe('dates typed without separators', () => {
  it('count as typed in the format before the field is left', () => {
    expect(isoOfWallClock({ date: '20261205', time: '1930', stored: null })).toMatch(/^2026-12-05T19:30:00/);
    expect(isoOfWallClock({ date: '2026/12/5', time: '19', stored: '2026-12-05T19:00:00+08:00' })).toBe(
      '2026-12-05T19:00:00+08:00',
    );
    expect(isoOfWallClock({ date: '2026-02-30', time: '19:00', stored: null })).toBeNull();
  });
});
