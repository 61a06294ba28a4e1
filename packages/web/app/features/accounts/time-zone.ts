import { isTimeZone } from '@masthead/core';

/** This browser's time zone (an IANA name), or null when it gives none the site knows. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** Every zone this runtime knows, for a select ('UTC' first); the stored one too should it be missing. */
export function timeZoneChoices(stored: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...known]);
  if (stored) zones.add(stored);
  return [...zones];
}
