import type { ReactNode } from 'react';

export type StepperStep = {
  title: string;
  /** Required steps show a star and pass only when filled in (SPEC §5). */
  required?: boolean;
  /** A disabled step cannot be reopened by its title. */
  disabled?: boolean;
  content: ReactNode;
};

export type StepperProps = {
  steps: StepperStep[];
  submitLabel: string;
  onSubmit: () => void | Promise<void>;
  busy?: boolean;
};

/**
 * SPEC §2, §4, §5 stepper form: numbered steps, required stars, Next per step, visited and error marks,
 * reopen by title unless disabled, and a final submit.
 */
export function Stepper(_props: StepperProps) {
  return null;
}
