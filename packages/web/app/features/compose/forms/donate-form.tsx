import type { Currency } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { useErrorAt } from './form-errors';
import {
  CURRENCY_CHOICES,
  currencyOr,
  type Extra,
  GOAL_MINOR_MAX,
  goalMajorOf,
  goalMinorOf,
} from './form-helpers';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';

type DonateState = { goal: number | null; currency: Currency };

export function readDonate(extra: Extra): DonateState {
  const currency = currencyOr(extra.currency);
  return { goal: goalMajorOf(extra.goalMinor, currency), currency };
}

/**
 * ctype 108 extra: `{ goalMinor, currency }`. The writer sets the goal only: what is raised is the
 * fundraiser's ledger balance, never written by the form (raisedMinor is left out).
 */
export function writeDonate(state: DonateState): Extra {
  const goalMinor = goalMinorOf(state.goal, state.currency);
  return { ...(goalMinor === null ? {} : { goalMinor }), currency: state.currency };
}

/** ctype 108: the fundraiser's goal and its currency. */
export function DonateForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [state, update] = useExtraState(extra, onChange, readDonate, writeDonate);
  const goalMinor = goalMinorOf(state.goal, state.currency);
  const tooLarge = state.goal !== null && (goalMinor === null || goalMinor > GOAL_MINOR_MAX);

  return (
    <TypeFormSection headingId={headingId} title={t('forms.donate.heading')} intro={t('forms.donate.intro')}>
      <div className="tf-pair tf-pair-money">
        <StandardInput
          field={{
            fieldName: 'currency',
            label: t('forms.donate.currency'),
            type: 'select',
            value: state.currency,
            options: CURRENCY_CHOICES.map((code) => ({ value: code, label: code })),
            isRequired: true,
          }}
          error={errorAt('currency')}
          disabled={disabled}
          onChange={(value) =>
            update((current) => ({ ...current, currency: currencyOr(value, current.currency) }))
          }
        />
        <StandardInput
          field={{
            fieldName: 'goalMinor',
            label: t('forms.donate.goal'),
            type: 'number',
            value: state.goal,
            prefix: state.currency,
            desc: t('forms.donate.goalHint'),
            isRequired: true,
          }}
          error={tooLarge ? t('forms.donate.tooLarge') : errorAt('goalMinor')}
          disabled={disabled}
          onChange={(value) =>
            update((current) => ({ ...current, goal: typeof value === 'number' ? value : null }))
          }
        />
      </div>
    </TypeFormSection>
  );
}
