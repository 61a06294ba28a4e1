import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsNumberInput,
  canOpenStep,
  initialStepperState,
  inputIsFilled,
  missingRequiredFields,
  parseNumberInput,
  requiredStepPasses,
  type StandardInputField,
  stepperReducer,
} from './stepper.ts';

describe('requiredStepPasses (SPEC §5)', () => {
  it('passes when every text input has text after trimming', () => {
    expect(requiredStepPasses(['Ada', ' x ', 'a\nb'])).toBe(true);
    expect(requiredStepPasses([])).toBe(true);
  });

  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])('fails on a blank input (%j)', (blank) => {
    expect(requiredStepPasses(['Ada', blank])).toBe(false);
  });

  it('needs at least one ticked box in a checkbox group', () => {
    expect(requiredStepPasses([['a']])).toBe(true);
    expect(requiredStepPasses([['a', 'b']])).toBe(true);
    expect(requiredStepPasses([[]])).toBe(false);
  });

  it('reads a single checkbox, numbers and empty numbers', () => {
    expect(inputIsFilled(true)).toBe(true);
    expect(inputIsFilled(false)).toBe(false);
    expect(inputIsFilled(0)).toBe(true);
    expect(inputIsFilled(Number.NaN)).toBe(false);
    expect(inputIsFilled(null)).toBe(false);
  });

  it('names the missing required fields in their order', () => {
    const field = (fieldName: string, value: StandardInputField['value'], isRequired = true) =>
      ({ fieldName, label: fieldName, type: 'text', value, isRequired }) satisfies StandardInputField;
    expect(
      missingRequiredFields([
        field('venue', ' '),
        field('address', '', false),
        field('host', 'Mei'),
        field('topics', []),
      ]),
    ).toEqual(['venue', 'topics']);
  });

  it('agrees with trimming for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(requiredStepPasses([text])).toBe(text.trim().length > 0);
      }),
    );
  });
});

describe('number inputs (SPEC §5)', () => {
  it('accept only digits while typing', () => {
    expect(acceptsNumberInput('')).toBe(true);
    expect(acceptsNumberInput('0123456789')).toBe(true);
    for (const text of ['1.5', '-1', '1e3', ' 1', '1 ', '١٢', '12a', '+', ',']) {
      expect(acceptsNumberInput(text), text).toBe(false);
    }
  });

  it('parse as a float or empty', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('   ')).toBeNull();
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('007')).toBe(7);
    expect(parseNumberInput('2.5')).toBe(2.5);
    expect(parseNumberInput('abc')).toBeNull();
  });

  it('give back any digits typed as the same number', () => {
    fc.assert(
      fc.property(fc.nat(), (value) => {
        const text = String(value);
        expect(acceptsNumberInput(text)).toBe(true);
        expect(parseNumberInput(text)).toBe(value);
      }),
    );
  });
});

describe('stepper states (SPEC §4)', () => {
  it('moves forward on a passing step and marks it visited', () => {
    let state = initialStepperState(3);
    expect(state).toMatchObject({ active: 0, reached: 0, final: false });
    state = stepperReducer(state, { type: 'next', passes: true });
    expect(state.active).toBe(1);
    expect(state.marks[0]).toEqual({ visited: true, error: false });
    expect(state.final).toBe(false);
  });

  it('marks a failing step as an error and does not advance', () => {
    const state = stepperReducer(initialStepperState(3), { type: 'next', passes: false });
    expect(state.active).toBe(0);
    expect(state.marks[0]).toEqual({ visited: false, error: true });
    const fixed = stepperReducer(state, { type: 'next', passes: true });
    expect(fixed.active).toBe(1);
    expect(fixed.marks[0]).toEqual({ visited: true, error: false });
  });

  it('marks the form final on the final step', () => {
    let state = initialStepperState(2);
    state = stepperReducer(state, { type: 'next', passes: true });
    expect(state).toMatchObject({ active: 1, final: true });
    state = stepperReducer(state, { type: 'next', passes: true });
    expect(state).toMatchObject({ active: 1, final: true });
    expect(state.marks[1]?.visited).toBe(true);
    expect(initialStepperState(1).final).toBe(true);
  });

  it('reopens a reached step by its title, unless it is disabled', () => {
    let state = initialStepperState(3);
    state = stepperReducer(state, { type: 'next', passes: true });
    state = stepperReducer(state, { type: 'next', passes: true });
    expect(stepperReducer(state, { type: 'open', step: 0, disabled: true }).active).toBe(2);
    state = stepperReducer(state, { type: 'open', step: 0 });
    expect(state.active).toBe(0);
    // Reached before, so it may be opened again by its title.
    expect(stepperReducer(state, { type: 'open', step: 2 }).active).toBe(2);
  });

  it('does not open a step not yet reached, or one that does not exist', () => {
    const state = initialStepperState(3);
    expect(canOpenStep(state, 1)).toBe(false);
    expect(stepperReducer(state, { type: 'open', step: 2 })).toBe(state);
    expect(stepperReducer(state, { type: 'open', step: -1 })).toBe(state);
    expect(stepperReducer(state, { type: 'open', step: 0.5 })).toBe(state);
  });

  it('on submit opens the first failing step, marking every failing one', () => {
    let state = initialStepperState(3);
    state = stepperReducer(state, { type: 'next', passes: true });
    state = stepperReducer(state, { type: 'next', passes: true });
    const failed = stepperReducer(state, { type: 'submit', failing: [2, 1] });
    expect(failed.active).toBe(1);
    expect(failed.marks.map((m) => m.error)).toEqual([false, true, true]);
    const passed = stepperReducer(failed, { type: 'submit', failing: [] });
    expect(passed).toMatchObject({ active: 2, final: true });
    expect(passed.marks.every((m) => m.visited && !m.error)).toBe(true);
  });

  it('keeps its marks when steps are added or removed', () => {
    let state = initialStepperState(2);
    state = stepperReducer(state, { type: 'next', passes: true });
    const grown = stepperReducer(state, { type: 'resize', count: 4 });
    expect(grown.marks).toHaveLength(4);
    expect(grown.marks[0]?.visited).toBe(true);
    expect(grown.final).toBe(false);
    const shrunk = stepperReducer(grown, { type: 'resize', count: 1 });
    expect(shrunk).toMatchObject({ active: 0, reached: 0 });
  });

  it('never leaves the steps, whatever is pressed', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('next' as const), passes: fc.boolean() }),
      fc.record({
        type: fc.constant('open' as const),
        step: fc.integer({ min: -2, max: 8 }),
        disabled: fc.boolean(),
      }),
      fc.record({ type: fc.constant('submit' as const), failing: fc.array(fc.integer({ min: 0, max: 5 })) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(action), (count, actions) => {
        let state = initialStepperState(count);
        for (const a of actions) {
          const before = state;
          state = stepperReducer(state, a);
          expect(state.active).toBeGreaterThanOrEqual(0);
          expect(state.active).toBeLessThanOrEqual(state.reached);
          expect(state.reached).toBeLessThan(count);
          expect(state.marks).toHaveLength(count);
          if (a.type === 'next' && !a.passes) expect(state.active).toBe(before.active);
          if (state.active === count - 1) expect(state.final).toBe(true);
        }
      }),
    );
  });
});
