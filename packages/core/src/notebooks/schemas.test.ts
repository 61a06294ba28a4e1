import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTEBOOK_LIMITS,
  ZCreateNotebook,
  ZNotebookListQuery,
  ZNotebookSave,
  zNotebookCursor,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('notebook requests', () => {
  it("refuses a blank or missing title with SPEC's 'Please enter a notebook title' key", () => {
    for (const body of [{ name: '' }, { name: ' \t\n ' }, {}]) {
      expect(firstMessage(ZCreateNotebook.safeParse(body))).toBe('validation.notebook.title.required');
    }
  });

  it('stores line breaks of a description as \\n, whatever the browser sent (a page and its hydration agree)', () => {
    const result = ZCreateNotebook.parse({ name: 'Trips', description: 'one\r\ntwo\rthree\nfour' });
    expect(result.description).toBe('one\ntwo\nthree\nfour');
  });

  it('keeps any title of 1 to 100 visible characters, with its spaces folded', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: NOTEBOOK_LIMITS.nameMax, unit: 'grapheme-ascii' }),
        (raw) => {
          const result = ZCreateNotebook.safeParse({ name: raw });
          const folded = raw.replace(/\s+/g, ' ').trim();
          const control = [...raw].some((c) => (c < ' ' && !'\t\n\r'.includes(c)) || c === '\u007f');
          if (folded.length === 0 || control) {
            expect(result.success).toBe(false);
          } else {
            expect(result.success).toBe(true);
            expect(result.data?.name).toBe(folded);
          }
        },
      ),
    );
    expect(firstMessage(ZCreateNotebook.safeParse({ name: 'x'.repeat(101) }))).toBe(
      'validation.notebook.title.tooLong',
    );
  });

  it('takes ids as real integers in bodies and as digits in queries', () => {
    expect(ZNotebookSave.safeParse({ notebookId: 1, cgroupId: 2 }).success).toBe(true);
    for (const bad of ['1', [1], 0, -1, 1.5, 2 ** 53, null]) {
      expect(ZNotebookSave.safeParse({ notebookId: bad, cgroupId: 2 }).success).toBe(false);
    }
    expect(ZNotebookListQuery.parse({ userId: '7', cgroupIds: '3,4' })).toEqual({
      userId: 7,
      cgroupIds: [3, 4],
    });
    for (const bad of ['', '1,', ',1', '1,,2', '01', '1 2', Array(51).fill('1').join(',')]) {
      expect(ZNotebookListQuery.safeParse({ cgroupIds: bad }).success, bad).toBe(false);
    }
  });

  it('accepts only its own cursors', () => {
    expect(zNotebookCursor.safeParse('1795370758654000-12').success).toBe(true);
    for (const bad of ['x', '1-0', '-1', '1-', `${'9'.repeat(18)}-1`]) {
      expect(zNotebookCursor.safeParse(bad).success, bad).toBe(false);
    }
  });
});
