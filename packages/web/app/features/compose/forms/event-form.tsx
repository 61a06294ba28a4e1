import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { useStepShowsErrors } from '../../../ui/step-fields';
import { Stepper } from '../../../ui/stepper';
import {
  ADDRESS_MAX,
  type EventState,
  eventTimeProblem,
  readEvent,
  URL_MAX,
  VENUE_MAX,
  writeEvent,
} from './event-model';
import { hasErrorUnder, useErrorAt, useWallClockErrors } from './form-errors';
import { isoOfWallClock, localZoneLabel, type WallClockValue } from './form-helpers';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';
import { WallClockFields } from './wall-clock-fields';

type ErrorAt = (path: string) => string | null;

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
            content: (
              <WhenStep
                state={state}
                zone={zone}
                disabled={disabled}
                errorAt={errorAt}
                onStart={(change) => set({ start: { ...state.start, ...change } })}
                onEnd={(change) => set({ end: { ...state.end, ...change } })}
              />
            ),
            validate: () => eventTimeProblem(state) === null,
            invalid: hasErrorUnder(errors, 'startsAt', 'endsAt'),
          },
          {
            title: t('forms.event.where'),
            required: true,
            content: <WhereStep state={state} disabled={disabled} errorAt={errorAt} set={set} />,
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
  errorAt: ErrorAt;
  onStart: (change: Partial<WallClockValue>) => void;
  onEnd: (change: Partial<WallClockValue>) => void;
};

function WhenStep({ state, zone, disabled, errorAt, onStart, onEnd }: WhenStepProps) {
  const t = useT();
  const showErrors = useStepShowsErrors();
  const timeProblem = eventTimeProblem(state);
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

type WhereStepProps = {
  state: EventState;
  disabled: boolean;
  errorAt: ErrorAt;
  set: (change: Partial<EventState>) => void;
};

function WhereStep({ state, disabled, errorAt, set }: WhereStepProps) {
  const t = useT();
  return (
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
}
