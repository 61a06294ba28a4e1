import { expect, it } from 'vitest';
import { formatWait } from './durations.ts';

it('says a wait the way a person reads it, rounded up', () => {
  expect(formatWait(28, 'en')).toBe('28 seconds');
  expect(formatWait(0.2, 'en')).toBe('1 second');
  expect(formatWait(61, 'en')).toBe('2 minutes');
  expect(formatWait(28_162, 'en')).toBe('7 hours, 50 minutes');
  expect(formatWait(28_162, 'tw')).toBe('7 小時 50 分鐘');
  expect(formatWait(600, 'in')).toBe('10 menit');
});
