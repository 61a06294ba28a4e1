import { describe, expect, it } from 'vitest';
import { formatTimeRange, formatWallClock } from './format';

describe('event times', () => {
  it('names the time zone once for a range within one zone and day', () => {
    const range = formatTimeRange('en', '2026-12-05T19:00:00+08:00', '2026-12-05T22:00:00+08:00');
    expect(range.start).toMatch(/^Saturday, December 5, 2026 at 7:00\sPM$/);
    expect(range.end).toMatch(/^10:00\sPM \(UTC\+08:00\)$/);
    expect(`${range.start} ${range.end}`.match(/UTC/g)).toHaveLength(1);
  });

  it('gives the end its date on another day, and both zones when they differ', () => {
    const overnight = formatTimeRange('en', '2026-12-05T22:00:00+08:00', '2026-12-06T02:00:00+08:00');
    expect(overnight.end).toMatch(/^Sunday, December 6, 2026 at 2:00\sAM \(UTC\+08:00\)$/);
    const zones = formatTimeRange('en', '2026-12-05T19:00:00Z', '2026-12-05T22:00:00+01:00');
    expect(zones.start).toMatch(/\(UTC\)$/);
    expect(zones.end).toMatch(/\(UTC\+01:00\)$/);
  });

  it('shows a lone start with its zone, in the reader’s language', () => {
    expect(formatTimeRange('en', '2026-12-05T19:00:00+07:00', null)).toEqual({
      start: formatWallClock('en', '2026-12-05T19:00:00+07:00'),
      end: null,
    });
    expect(formatWallClock('tw', '2026-12-05T19:00:00+08:00', 'time', false)).not.toContain('UTC');
  });
});
