import { isLaterIso } from '@masthead/core';
import {
  type Extra,
  isoOfWallClock,
  stringOf,
  type WallClockValue,
  wallClockOf,
  withText,
} from './form-helpers';

/** ctype 101's event as the event form holds it: its start and end as typed, and where it is. */

export const VENUE_MAX = 200;
export const ADDRESS_MAX = 300;
export const URL_MAX = 2000;

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
