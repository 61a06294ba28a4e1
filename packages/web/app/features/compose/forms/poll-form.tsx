import { isLaterIso } from '@masthead/core';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { FormError, useErrorAt } from './form-errors';
import {
  arrayOf,
  type Extra,
  isoOfWallClock,
  type KeySource,
  keySource,
  localZoneLabel,
  replaceRow,
  stringOf,
  type WallClockValue,
  wallClockOf,
} from './form-helpers';
import { RowListEditor } from './row-list-editor';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';
import { WallClockFields } from './wall-clock-fields';

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
const OPTION_MAX = 200;

type PollState = { options: { key: number; text: string }[]; closes: WallClockValue };

export function readPoll(extra: Extra, key: KeySource = keySource()): PollState {
  const options = arrayOf(extra.options).map((option) => ({ key: key(), text: stringOf(option) }));
  while (options.length < POLL_OPTIONS_MIN) options.push({ key: key(), text: '' });
  return { options, closes: wallClockOf(extra.closesAt) };
}

/** ctype 104 extra: `{ options: string[], closesAt?: ISO with offset }`. */
export function writePoll(state: PollState): Extra {
  const closesAt = isoOfWallClock(state.closes);
  return { options: state.options.map((option) => option.text), ...(closesAt ? { closesAt } : {}) };
}

/** A closing time half typed in, or in the past (checked in the browser only, when it is known). */
export function closingProblem(
  closes: WallClockValue,
  now: number,
): 'forms.poll.closesIncomplete' | 'forms.poll.closesPast' | null {
  const date = closes.date.trim();
  const time = closes.time.trim();
  if (date === '' && time === '') return null;
  if (date === '' || time === '') return 'forms.poll.closesIncomplete';
  const iso = isoOfWallClock(closes);
  if (iso && !isLaterIso(new Date(now).toISOString(), iso)) return 'forms.poll.closesPast';
  return null;
}

/** ctype 104: the poll's choices (2–10) and when voting closes, if ever. */
export function PollForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [state, update, newKey] = useExtraState(extra, onChange, readPoll, writePoll);
  const [zone, setZone] = useState<string | null>(null);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  useEffect(() => setZone(localZoneLabel()), []);

  const { options } = state;
  const setOption = (index: number, text: string) =>
    update((current) => {
      const option = current.options[index];
      return option
        ? { ...current, options: replaceRow(current.options, index, { ...option, text }) }
        : current;
    });
  const setCloses = (change: Partial<WallClockValue>) =>
    update((current) => ({ ...current, closes: { ...current.closes, ...change } }));

  const closing = checkedAt === null ? null : closingProblem(state.closes, checkedAt);
  const closingMessage = closing ? t(closing) : errorAt('closesAt');

  return (
    <TypeFormSection headingId={headingId} title={t('forms.poll.heading')} intro={t('forms.poll.intro')}>
      <RowListEditor
        rows={options}
        onRowsChange={(next) => update((current) => ({ ...current, options: next(current.options) }))}
        newRow={() => ({ key: newKey(), text: '' })}
        addLabel={t('forms.poll.add')}
        max={POLL_OPTIONS_MAX}
        disabled={disabled}
        layout="inline"
        errors={<FormError message={errorAt('options')} />}
      >
        {(option, { index, actions }) => {
          const name = t('forms.poll.option', { number: index + 1 });
          return (
            <>
              <StandardInput
                field={{
                  fieldName: `options.${index}`,
                  label: name,
                  type: 'text',
                  value: option.text,
                  maxLength: OPTION_MAX,
                  isRequired: true,
                }}
                error={errorAt(`options.${index}`)}
                disabled={disabled}
                onChange={(value) => setOption(index, String(value ?? ''))}
              />
              {actions(name, options.length <= POLL_OPTIONS_MIN)}
            </>
          );
        }}
      </RowListEditor>
      <fieldset
        className="tf-group"
        aria-describedby={`${headingId}-closes-hint${closingMessage ? ` ${headingId}-closes-error` : ''}`}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setCheckedAt(Date.now());
        }}
      >
        <legend className="tf-group-title">{t('forms.poll.closes')}</legend>
        <p className="std-desc" id={`${headingId}-closes-hint`}>
          {zone ? t('forms.poll.closesHintZone', { zone }) : t('forms.poll.closesHint')}
        </p>
        <WallClockFields
          name="closesAt"
          value={state.closes}
          labels={{ date: t('forms.date.label'), time: t('forms.time.label') }}
          disabled={disabled}
          onChange={setCloses}
        />
        <FormError id={`${headingId}-closes-error`} message={closingMessage} />
      </fieldset>
    </TypeFormSection>
  );
}
