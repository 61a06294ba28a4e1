import { DATE_TEXT_FORMATS, isLaterIso } from '@masthead/core';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
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
import {
  AddRow,
  FormError,
  RowActions,
  TypeFormSection,
  useErrorAt,
  useExtraState,
  useFocusAfterChange,
  useRowEditing,
} from './form-parts';
import type { TypeFormProps } from './type-form';

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
  const { container, focus } = useFocusAfterChange();
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
  const rowEditing = useRowEditing(
    options,
    (next) => update((current) => ({ ...current, options: next(current.options) })),
    focus,
  );
  const add = () => rowEditing.add({ key: newKey(), text: '' });
  const { move, remove } = rowEditing;
  const setCloses = (change: Partial<WallClockValue>) =>
    update((current) => ({ ...current, closes: { ...current.closes, ...change } }));

  const closing = checkedAt === null ? null : closingProblem(state.closes, checkedAt);
  const closingMessage = closing ? t(closing) : errorAt('closesAt');

  return (
    <TypeFormSection headingId={headingId} title={t('forms.poll.heading')} intro={t('forms.poll.intro')}>
      <div ref={container}>
        <ol className="tf-rows tf-rows-compact">
          {options.map((option, index) => {
            const name = t('forms.poll.option', { number: index + 1 });
            return (
              <li key={option.key} className="tf-row tf-inline-row" data-row={option.key}>
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
                <RowActions
                  rowKey={option.key}
                  index={index}
                  count={options.length}
                  name={name}
                  disabled={disabled}
                  keep={options.length <= POLL_OPTIONS_MIN}
                  onMove={move}
                  onRemove={remove}
                />
              </li>
            );
          })}
        </ol>
        <FormError message={errorAt('options')} />
        <AddRow
          label={t('forms.poll.add')}
          count={options.length}
          max={POLL_OPTIONS_MAX}
          disabled={disabled}
          onAdd={add}
        />
      </div>
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
        <div className="tf-pair">
          <StandardInput
            field={{
              fieldName: 'closesAt.date',
              label: t('forms.date.label'),
              type: 'date',
              value: state.closes.date,
              placeholder: DATE_TEXT_FORMATS.date,
            }}
            disabled={disabled}
            onChange={(value) => setCloses({ date: String(value ?? '') })}
          />
          <StandardInput
            field={{
              fieldName: 'closesAt.time',
              label: t('forms.time.label'),
              type: 'time',
              value: state.closes.time,
              placeholder: DATE_TEXT_FORMATS.time,
            }}
            disabled={disabled}
            onChange={(value) => setCloses({ time: String(value ?? '') })}
          />
        </div>
        <FormError id={`${headingId}-closes-error`} message={closingMessage} />
      </fieldset>
    </TypeFormSection>
  );
}
