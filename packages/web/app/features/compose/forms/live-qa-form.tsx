import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { useErrorAt, useWallClockErrors } from './form-errors';
import {
  type Extra,
  isoOfWallClock,
  localZoneLabel,
  stringOf,
  type WallClockValue,
  wallClockOf,
} from './form-helpers';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';
import { WallClockFields } from './wall-clock-fields';

const HOST_MAX = 100;

type LiveQaState = { start: WallClockValue; host: string; questions: unknown };

export const readLiveQa = (extra: Extra): LiveQaState => ({
  start: wallClockOf(extra.startsAt),
  host: stringOf(extra.host),
  questions: extra.questions,
});

/**
 * ctype 107 extra: `{ startsAt, host, questions? }`. Readers ask the questions once it is published;
 * the ones a published session already holds are kept as they are.
 */
export function writeLiveQa(state: LiveQaState): Extra {
  const startsAt = isoOfWallClock(state.start);
  return {
    ...(startsAt ? { startsAt } : {}),
    host: state.host,
    ...(Array.isArray(state.questions) ? { questions: state.questions } : {}),
  };
}

/** ctype 107: when the live Q&A starts and who answers. */
export function LiveQaForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [state, update] = useExtraState(extra, onChange, readLiveQa, writeLiveQa);
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(localZoneLabel()), []);
  const startErrors = useWallClockErrors(
    state.start,
    isoOfWallClock(state.start) === null ? errorAt('startsAt') : null,
  );
  const setStart = (change: Partial<WallClockValue>) =>
    update((current) => ({ ...current, start: { ...current.start, ...change } }));

  return (
    <TypeFormSection headingId={headingId} title={t('forms.liveQa.heading')} intro={t('forms.liveQa.intro')}>
      <p className="std-desc">{zone ? t('forms.event.zone', { zone }) : t('forms.event.zoneUnknown')}</p>
      <WallClockFields
        name="startsAt"
        value={state.start}
        labels={{ date: t('forms.liveQa.date'), time: t('forms.liveQa.time') }}
        errors={startErrors}
        required
        disabled={disabled}
        onChange={setStart}
      />
      <StandardInput
        field={{
          fieldName: 'host',
          label: t('forms.liveQa.host'),
          type: 'text',
          value: state.host,
          desc: t('forms.liveQa.hostHint'),
          maxLength: HOST_MAX,
          isRequired: true,
        }}
        error={errorAt('host')}
        disabled={disabled}
        onChange={(value) => update((current) => ({ ...current, host: String(value ?? '') }))}
      />
    </TypeFormSection>
  );
}
