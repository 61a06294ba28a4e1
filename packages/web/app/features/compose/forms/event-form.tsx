import { isLaterIso } from '@masthead/core';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput, useStepShowsErrors } from '../../../ui/standard-input';
import { Stepper } from '../../../ui/stepper';
import {
  type Extra,
  isoOfWallClock,
  localZoneLabel,
  stringOf,
  type WallClockValue,
  wallClockOf,
  withText,
} from './form-helpers';
import {
  hasErrorUnder,
  TypeFormSection,
  useErrorAt,
  useExtraState,
  useWallClockErrors,
  WallClockFields,
} from './form-parts';
import type { TypeFormProps } from './type-form';

const VENUE_MAX = 200;
const ADDRESS_MAX = 300;
const URL_MAX = 2000;

export type EventState = {
  start: WallClockValue;
  end: WallClockValue;
  venue: string;
  address: string;
  online: string;
};

export const readEvent = (extra: Extra): EventState => ({
  start: wallClockOf(extra.startsAt),
  end: wallClockOf(extra.endsAt),
  venue: stringOf(extra.venue),
  address: stringOf(extra.address),
  online: stringOf(extra.online),
});

/** The end as typed: an end time alone ends on the start's day. */
export const endOf = (state: EventState): WallClockValue =>
  state.end.date.trim() === '' && state.end.time.trim() !== ''
    ? { ...state.end, date: state.start.date }
    : state.end;

/** ctype 101 extra: `{ startsAt, endsAt?, venue, address?, online? }` (ISO times with the writer's offset). */
export function writeEvent(state: EventState): Extra {
  const startsAt = isoOfWallClock(state.start);
  const endsAt = isoOfWallClock(endOf(state));
  return {
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    venue: state.venue,
    ...withText('address', state.address),
    ...withText('online', state.online),
  };
}

/** What is wrong with the times beyond each field's own format: an end date without time, an early end. */
export function eventTimeProblem(
  state: EventState,
): 'forms.event.endTimeMissing' | 'forms.event.endBeforeStart' | null {
  const end = endOf(state);
  if (end.date.trim() !== '' && end.time.trim() === '') return 'forms.event.endTimeMissing';
  const startsAt = isoOfWallClock(state.start);
  const endsAt = isoOfWallClock(end);
  if (startsAt && endsAt && !isLaterIso(startsAt, endsAt)) return 'forms.event.endBeforeStart';
  return null;
}

/** ctype 101: a stepper: When (start, optional end), then Where (venue, address, online link). */
export function EventForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [state, update] = useExtraState(extra, onChange, readEvent, writeEvent);
  const [zone, setZone] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  useEffect(() => setZone(localZoneLabel()), []);

  const set = (change: Partial<EventState>) => {
    setChecked(false);
    update((current) => ({ ...current, ...change }));
  };
  const timeProblem = eventTimeProblem(state);

  const when = (
    <WhenStep
      state={state}
      zone={zone}
      disabled={disabled}
      errorAt={errorAt}
      timeProblem={timeProblem}
      onStart={(change) => set({ start: { ...state.start, ...change } })}
      onEnd={(change) => set({ end: { ...state.end, ...change } })}
    />
  );

  const where = (
    <>
      <StandardInput
        field={{
          fieldName: 'venue',
          label: t('forms.event.venue'),
          type: 'text',
          value: state.venue,
          desc: t('forms.event.venueHint'),
          maxLength: VENUE_MAX,
          isRequired: true,
        }}
        error={errorAt('venue')}
        disabled={disabled}
        onChange={(value) => set({ venue: String(value ?? '') })}
      />
      <StandardInput
        field={{
          fieldName: 'address',
          label: t('forms.event.address'),
          type: 'textarea',
          value: state.address,
          maxLength: ADDRESS_MAX,
        }}
        error={errorAt('address')}
        disabled={disabled}
        onChange={(value) => set({ address: String(value ?? '') })}
      />
      <StandardInput
        field={{
          fieldName: 'online',
          label: t('forms.event.online'),
          type: 'url',
          value: state.online,
          placeholder: 'https://',
          desc: t('forms.event.onlineHint'),
          maxLength: URL_MAX,
        }}
        error={errorAt('online')}
        disabled={disabled}
        onChange={(value) => set({ online: String(value ?? '') })}
      />
    </>
  );

  return (
    <TypeFormSection headingId={headingId} title={t('forms.event.heading')} intro={t('forms.event.intro')}>
      <Stepper
        label={t('forms.event.heading')}
        submitLabel={t('forms.event.check')}
        onSubmit={() => setChecked(true)}
        steps={[
          {
            title: t('forms.event.when'),
            required: true,
            content: when,
            validate: () => eventTimeProblem(state) === null,
            invalid: hasErrorUnder(errors, 'startsAt', 'endsAt'),
          },
          {
            title: t('forms.event.where'),
            required: true,
            content: where,
            invalid: hasErrorUnder(errors, 'venue', 'address', 'online'),
          },
        ]}
      />
      {checked && (
        <p className="tf-ready" role="status">
          <span aria-hidden="true">✓ </span>
          {t('forms.event.ready')}
        </p>
      )}
    </TypeFormSection>
  );
}

type WhenStepProps = {
  state: EventState;
  zone: string | null;
  disabled: boolean;
  errorAt: (path: string) => string | null;
  timeProblem: ReturnType<typeof eventTimeProblem>;
  onStart: (change: Partial<WallClockValue>) => void;
  onEnd: (change: Partial<WallClockValue>) => void;
};

function WhenStep({ state, zone, disabled, errorAt, timeProblem, onStart, onEnd }: WhenStepProps) {
  const t = useT();
  const showErrors = useStepShowsErrors();
  const startErrors = useWallClockErrors(
    state.start,
    isoOfWallClock(state.start) === null ? errorAt('startsAt') : null,
  );
  return (
    <>
      <p className="std-desc">{zone ? t('forms.event.zone', { zone }) : t('forms.event.zoneUnknown')}</p>
      <WallClockFields
        name="startsAt"
        value={state.start}
        labels={{ date: t('forms.event.startDate'), time: t('forms.event.startTime') }}
        errors={startErrors}
        required
        disabled={disabled}
        onChange={onStart}
      />
      <p className="tf-subhead">{t('forms.event.endHint')}</p>
      <WallClockFields
        name="endsAt"
        value={state.end}
        labels={{ date: t('forms.event.endDate'), time: t('forms.event.endTime') }}
        errors={{
          time:
            timeProblem && (showErrors || timeProblem === 'forms.event.endBeforeStart')
              ? t(timeProblem)
              : errorAt('endsAt'),
        }}
        disabled={disabled}
        onChange={onEnd}
      />
    </>
  );
}
