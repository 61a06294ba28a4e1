import { isBlank } from '../accounts/rules.ts';

/**
 * SPEC §3 StandardInput and SPEC §4–§5 stepper rules, shared by the stepper form and the server's
 * checks of the forms built on it (event, quiz, submit blog).
 */

/** SPEC §3 StandardInput field. */
export type StandardInputField = {
  fieldName: string;
  label: string;
  type:
    | 'text'
    | 'textarea'
    | 'number'
    | 'url'
    | 'email'
    | 'date'
    | 'time'
    | 'datetime'
    | 'select'
    | 'checkbox';
  value: string | number | boolean | string[] | null;
  options?: { value: string; label: string }[];
  placeholder?: string;
  desc?: string;
  maxLength?: number;
  isRequired?: boolean;
  readOnly?: boolean;
  /** Text shown before the input, e.g. 'https://' or a currency. */
  prefix?: string;
};

export type StandardInputValue = StandardInputField['value'];

// ─── SPEC §5 Stepper and inputs ────────────────────────────────────────────────────────────────────────

/**
 * Whether one input counts as filled in: text is non-empty after trimming, a number is a number, a
 * checkbox group has at least one box ticked, a single checkbox is ticked.
 */
export function inputIsFilled(value: StandardInputValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return !isBlank(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  return value.length > 0;
}

/**
 * SPEC §5: a required step passes only if every text input is non-empty after trimming, or, for
 * checkboxes, at least one is ticked. `values` are the step's inputs (a checkbox group is one value: the
 * ticked boxes).
 */
export const requiredStepPasses = (values: readonly (StandardInputValue | undefined)[]) =>
  values.every(inputIsFilled);

/** The names of a step's required fields that are not filled in, in their order (the first gets focus). */
export const missingRequiredFields = (fields: readonly StandardInputField[]) =>
  fields.filter((field) => field.isRequired && !inputIsFilled(field.value)).map((field) => field.fieldName);

/** SPEC §5: number inputs accept only digits while typing (an emptied input is accepted too). */
export const acceptsNumberInput = (text: string) => /^\d*$/.test(text);

/** SPEC §5: a number input's value is parsed as a float, or is empty (null). */
export function parseNumberInput(text: string): number | null {
  if (isBlank(text)) return null;
  const value = Number.parseFloat(text.trim());
  return Number.isFinite(value) ? value : null;
}

// ─── SPEC §4 Stepper states ────────────────────────────────────────────────────────────────────────────

export type StepMark = {
  /** Passed at least once (SPEC §4 'visited steps are marked'). */
  visited: boolean;
  /** The last check of this step failed (SPEC §4 'marked as an error'). */
  error: boolean;
};

export type StepperState = {
  /** The open step. */
  active: number;
  /** The furthest step opened so far: steps up to it may be reopened by their titles. */
  reached: number;
  marks: StepMark[];
  /** SPEC §4: reaching the final step marks the form final (its button submits). */
  final: boolean;
};

export type StepperAction =
  /** Next: the open step was checked (`passes`); it advances only when it passes. */
  | { type: 'next'; passes: boolean }
  /** A step's title was clicked. */
  | { type: 'open'; step: number; disabled?: boolean }
  /** The final submit: the indices of the steps that fail, all checked again. */
  | { type: 'submit'; failing: readonly number[] }
  /** The form's number of steps changed. */
  | { type: 'resize'; count: number };

const freshMark = (): StepMark => ({ visited: false, error: false });

export function initialStepperState(count: number): StepperState {
  const size = Math.max(1, count);
  return {
    active: 0,
    reached: 0,
    marks: Array.from({ length: size }, freshMark),
    final: size === 1,
  };
}

const last = (state: StepperState) => state.marks.length - 1;

/** Whether a step's title may open it: it exists, is not disabled and has been reached before. */
export const canOpenStep = (state: StepperState, step: number, disabled = false) =>
  !disabled && Number.isInteger(step) && step >= 0 && step <= Math.min(state.reached, last(state));

function withMark(marks: StepMark[], index: number, mark: StepMark): StepMark[] {
  return marks.map((current, i) => (i === index ? mark : current));
}

/** SPEC §4 stepper: a pure reducer, so that the rules are tested without a browser. */
export function stepperReducer(state: StepperState, action: StepperAction): StepperState {
  switch (action.type) {
    case 'next': {
      if (!action.passes) {
        return { ...state, marks: withMark(state.marks, state.active, { visited: false, error: true }) };
      }
      const marks = withMark(state.marks, state.active, { visited: true, error: false });
      const active = Math.min(state.active + 1, last(state));
      return { active, reached: Math.max(state.reached, active), marks, final: active === last(state) };
    }
    case 'open': {
      if (!canOpenStep(state, action.step, action.disabled)) return state;
      return { ...state, active: action.step, final: state.final || action.step === last(state) };
    }
    case 'submit': {
      const failing = new Set(action.failing.filter((i) => i >= 0 && i <= last(state)));
      const marks = state.marks.map((_mark, i) =>
        failing.has(i) ? { visited: false, error: true } : { visited: true, error: false },
      );
      const firstFailing = Math.min(...failing);
      if (failing.size > 0) {
        const reached = Math.max(state.reached, firstFailing);
        return { active: firstFailing, reached, marks, final: state.final || firstFailing === last(state) };
      }
      return { ...state, active: last(state), reached: last(state), marks, final: true };
    }
    case 'resize': {
      const count = Math.max(1, action.count);
      if (count === state.marks.length) return state;
      const marks = Array.from({ length: count }, (_, i) => state.marks[i] ?? freshMark());
      const active = Math.min(state.active, count - 1);
      const reached = Math.min(state.reached, count - 1);
      return { active, reached, marks, final: state.final && active === count - 1 };
    }
  }
}
