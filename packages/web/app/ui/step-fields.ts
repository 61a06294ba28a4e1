import { createContext, useContext } from 'react';

/**
 * The stepper's view of the fields inside one of its steps: StandardInputs register themselves with the
 * step around them, which checks them on Next and on the final submit.
 */

/** What a step needs of each field inside it: whether it is filled in and well formed, and its focus. */
export type StepField = { required(): boolean; filled(): boolean; wellFormed(): boolean };

export type StepFieldsContext = {
  /** After a failed Next or submit: required fields that are empty say so. */
  showErrors: boolean;
  register(field: StepField): () => void;
};

/** Provided by the stepper around each step's content; StandardInputs inside register themselves. */
export const StepFields = createContext<StepFieldsContext | null>(null);

/** Whether the step around a custom field has failed a check, so its empty required parts say so. */
export const useStepShowsErrors = () => useContext(StepFields)?.showErrors ?? false;
