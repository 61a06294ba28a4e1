import { initialStepperState, type StepperState, stepperReducer } from '@masthead/core';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { RequiredStar } from './field-frame';
import { type StepField, StepFields, type StepFieldsContext } from './step-fields';
import './forms.css';
import './stepper.css';

export type StepperStep = {
  title: string;
  /** Required steps show a star and pass only when filled in (SPEC §5). */
  required?: boolean;
  /** A disabled step cannot be reopened by its title. */
  disabled?: boolean;
  content: ReactNode;
  /**
   * A check of the step's own custom parts, run by Next and by the final submit (the StandardInputs in
   * the step are checked by the stepper itself). Returns whether the step passes.
   */
  validate?: () => boolean;
  /** Marked as failing from outside, e.g. by the server's field errors of the last save. */
  invalid?: boolean;
};

export type StepperProps = {
  steps: StepperStep[];
  submitLabel: string;
  onSubmit: () => void | Promise<void>;
  busy?: boolean;
  /** The accessible name of the whole form, e.g. 'Event details'. */
  label?: string;
  /** The heading level of the step titles (default 3, under a page's h1 and a section's h2). */
  headingLevel?: 2 | 3 | 4;
};

/** The first field of a step, or the first one marked invalid. */
const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

type FocusRequest = { step: number; invalid: boolean; serial: number };

/**
 * SPEC §2, §4, §5 stepper form: numbered steps, required stars, Next per step, visited and error marks,
 * reopen by title unless disabled, and a final submit.
 */
export function Stepper({ steps, submitLabel, onSubmit, busy, label, headingLevel = 3 }: StepperProps) {
  const t = useT();
  const baseId = useId();
  const [state, dispatch] = useReducer(stepperReducer, steps.length, initialStepperState);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const panels = useRef<(HTMLElement | null)[]>([]);
  // The StandardInputs each step holds, registered by the inputs themselves.
  const fields = useRef<Set<StepField>[]>([]);

  useEffect(() => {
    dispatch({ type: 'resize', count: steps.length });
  }, [steps.length]);

  useEffect(() => {
    if (!focusRequest) return;
    const panel = panels.current[focusRequest.step];
    if (!panel) return;
    const target =
      (focusRequest.invalid ? panel.querySelector<HTMLElement>('[aria-invalid="true"]') : null) ??
      panel.querySelector<HTMLElement>(FIELD_SELECTOR) ??
      panel;
    target.focus();
  }, [focusRequest]);

  const stepPasses = (index: number) => {
    const inputs = [...(fields.current[index] ?? [])];
    const inputsPass = inputs.every((field) => (!field.required() || field.filled()) && field.wellFormed());
    // Both run, so that a custom check can mark its own parts even when an input already failed.
    const customPasses = steps[index]?.validate?.() ?? true;
    return inputsPass && customPasses;
  };

  const next = () => {
    const index = state.active;
    const passes = stepPasses(index);
    dispatch({ type: 'next', passes });
    if (passes) {
      setAnnouncement('');
      setFocusRequest({ step: Math.min(index + 1, steps.length - 1), invalid: false, serial: Date.now() });
    } else {
      setAnnouncement(t('forms.stepper.failed', { title: steps[index]?.title ?? '' }));
      setFocusRequest({ step: index, invalid: true, serial: Date.now() });
    }
  };

  const submit = async () => {
    const failing = steps.map((_, index) => index).filter((index) => !stepPasses(index));
    dispatch({ type: 'submit', failing });
    const first = failing[0];
    if (first !== undefined) {
      setAnnouncement(t('forms.stepper.failed', { title: steps[first]?.title ?? '' }));
      setFocusRequest({ step: first, invalid: true, serial: Date.now() });
      return;
    }
    setAnnouncement('');
    await onSubmit();
  };

  const Heading = `h${headingLevel}` as const;
  const last = steps.length - 1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a border and legend around the steps' own fieldsets.
    <div className="stepper" role="group" aria-label={label}>
      <ol className="stepper-list">
        {steps.map((step, index) => (
          <StepItem
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are identified by their position.
            key={index}
            index={index}
            total={steps.length}
            step={step}
            state={state}
            baseId={baseId}
            Heading={Heading}
            fields={fields}
            panelRef={(element) => {
              panels.current[index] = element;
            }}
            onOpen={() => dispatch({ type: 'open', step: index, disabled: step.disabled ?? false })}
            action={
              index < last ? (
                <button type="button" className="button button-primary" onClick={next}>
                  {t('forms.stepper.next')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => void submit()}
                  disabled={busy}
                  aria-busy={busy || undefined}
                >
                  {busy && <span className="spinner" aria-hidden="true" />}
                  {submitLabel}
                </button>
              )
            }
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

type StepItemProps = {
  index: number;
  total: number;
  step: StepperStep;
  state: StepperState;
  baseId: string;
  Heading: 'h2' | 'h3' | 'h4';
  fields: { current: Set<StepField>[] };
  panelRef: (element: HTMLElement | null) => void;
  onOpen: () => void;
  action: ReactNode;
};

function StepItem({
  index,
  total,
  step,
  state,
  baseId,
  Heading,
  fields,
  panelRef,
  onOpen,
  action,
}: StepItemProps) {
  const t = useT();
  const mark = state.marks[index] ?? { visited: false, error: false };
  const active = state.active === index;
  const error = mark.error || step.invalid === true;
  const visited = mark.visited && !error;
  const openable = !step.disabled && index <= state.reached;
  const titleId = `${baseId}-title-${index}`;
  const panelId = `${baseId}-panel-${index}`;

  const register = useCallback(
    (field: StepField) => {
      const set = fields.current[index] ?? new Set<StepField>();
      fields.current[index] = set;
      set.add(field);
      return () => {
        set.delete(field);
      };
    },
    [fields, index],
  );
  const context = useMemo<StepFieldsContext>(
    () => ({ showErrors: mark.error, register }),
    [mark.error, register],
  );

  const className = [
    'stepper-step',
    active ? 'is-active' : '',
    visited ? 'is-visited' : '',
    error ? 'is-error' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className}>
      <Heading className="stepper-heading">
        <button
          type="button"
          id={titleId}
          className="stepper-title"
          aria-expanded={active}
          aria-controls={panelId}
          aria-current={active ? 'step' : undefined}
          disabled={!active && !openable}
          onClick={active ? undefined : onOpen}
        >
          <span className="stepper-badge" aria-hidden="true">
            {error ? '!' : visited ? '✓' : index + 1}
          </span>
          <span className="stepper-title-text">
            <span className="visually-hidden">
              {t('forms.stepper.stepOf', { number: index + 1, total })}{' '}
            </span>
            {step.title}
            {step.required && (
              <>
                <RequiredStar />
                <span className="visually-hidden"> {t('forms.input.required')}</span>
              </>
            )}
          </span>
          {(error || visited) && (
            <span className="stepper-status">
              <span className="visually-hidden">, </span>
              {error ? t('forms.stepper.error') : t('forms.stepper.done')}
            </span>
          )}
        </button>
      </Heading>
      <section
        id={panelId}
        ref={panelRef}
        aria-labelledby={titleId}
        className="stepper-panel"
        hidden={!active}
        tabIndex={-1}
      >
        <StepFields.Provider value={context}>{step.content}</StepFields.Provider>
        <div className="stepper-actions">{action}</div>
      </section>
    </li>
  );
}
