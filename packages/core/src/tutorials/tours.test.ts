import { describe, expect, it } from 'vitest';
import { ZTutorialFinish, ZTutorialStep } from './schemas.ts';
import { emptyTutorialState, nextTourStep } from './tours.ts';

describe('first-run tours', () => {
  it('goes through the steps in order and stops when finished', () => {
    const state = emptyTutorialState();
    expect(nextTourStep('reader', state.reader)).toBe('vote');
    expect(nextTourStep('reader', { steps: ['vote'], finished: false })).toBe('save');
    expect(nextTourStep('reader', { steps: ['save'], finished: false })).toBe('vote');
    expect(nextTourStep('reader', { steps: ['follow', 'save', 'vote'], finished: false })).toBeNull();
    expect(nextTourStep('writer', { steps: [], finished: true })).toBeNull();
  });

  it('accepts only the steps a tour has', () => {
    expect(ZTutorialStep.safeParse({ tour: 'reader', step: 'save' }).success).toBe(true);
    expect(ZTutorialStep.safeParse({ tour: 'reader', step: 'publish' }).success).toBe(false);
    expect(ZTutorialStep.safeParse({ tour: 'other', step: 'save' }).success).toBe(false);
    expect(ZTutorialStep.safeParse({ tour: 'reader', step: 'save', userId: 1 }).success).toBe(false);
    expect(ZTutorialFinish.safeParse({ tour: 'writer' }).success).toBe(true);
    expect(ZTutorialFinish.safeParse({}).success).toBe(false);
  });
});
