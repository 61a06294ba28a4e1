import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERRER } from '../achievements/kinds.ts';
import { MESSAGES } from '../i18n/translate.ts';
import {
  INSIGHTS_PERIODS,
  insightsAccess,
  insightsWindow,
  percentChange,
  REFERRER_KINDS,
  readsByDay,
} from './insights.ts';
import { ZInsightsQuery, ZTeamActivityQuery } from './insights-schemas.ts';
import type { MagazineActor } from './policy.ts';
import { MAGAZINE_ROLE, type Membership } from './roles.ts';

const MAGAZINE = 900;

type Subject =
  | 'primaryOwner'
  | 'owner'
  | 'secretAdmin'
  | 'managingEditor'
  | 'editor'
  | 'seniorWriter'
  | 'writer'
  | 'contributor';

function memberAs(subject: Subject, magazineUserId = MAGAZINE): Membership {
  if (subject === 'primaryOwner') return { magazineUserId, role: MAGAZINE_ROLE.owner, ownerType: 1 };
  if (subject === 'owner') return { magazineUserId, role: MAGAZINE_ROLE.owner, ownerType: 2 };
  return { magazineUserId, role: MAGAZINE_ROLE[subject], ownerType: 0 };
}
const actorAs = (subject: Subject, magazineUserId = MAGAZINE): MagazineActor => ({
  userId: 1,
  masterAdmin: false,
  memberships: [memberAs(subject, magazineUserId)],
});

/** SPEC §6 written out: who sees which scope, and with which breakdowns (null: refused). */
const EXPECTED: Record<Subject, { magazine: object | null; own: object | null; default: string | null }> = {
  primaryOwner: {
    magazine: { referrers: true, writers: true },
    own: { referrers: true, writers: false },
    default: 'magazine',
  },
  owner: {
    magazine: { referrers: true, writers: true },
    own: { referrers: true, writers: false },
    default: 'magazine',
  },
  secretAdmin: {
    magazine: { referrers: true, writers: true },
    own: { referrers: true, writers: false },
    default: 'magazine',
  },
  managingEditor: {
    magazine: { referrers: true, writers: true },
    own: { referrers: true, writers: false },
    default: 'magazine',
  },
  // Insights without analytics: the whole magazine's sources are not theirs; their own stories' are.
  editor: {
    magazine: { referrers: false, writers: true },
    own: { referrers: true, writers: false },
    default: 'magazine',
  },
  seniorWriter: { magazine: null, own: { referrers: true, writers: false }, default: 'own' },
  writer: { magazine: null, own: null, default: null },
  contributor: { magazine: null, own: null, default: null },
};

describe('who sees which insights', () => {
  it.each(Object.keys(EXPECTED) as Subject[])('%s', (subject) => {
    const actor = actorAs(subject);
    const expected = EXPECTED[subject];
    for (const scope of ['magazine', 'own'] as const) {
      const access = insightsAccess(actor, MAGAZINE, scope);
      const want = expected[scope];
      if (want === null) expect(access, scope).toBeNull();
      else expect(access, scope).toMatchObject({ scope, ...want });
    }
    expect(insightsAccess(actor, MAGAZINE)?.scope ?? null).toBe(expected.default);
    // A role in one magazine gives nothing in another.
    expect(insightsAccess(actor, MAGAZINE + 1)).toBeNull();
  });

  it('offers the scopes a person may choose, the whole magazine first', () => {
    expect(insightsAccess(actorAs('editor'), MAGAZINE)?.scopes).toEqual(['magazine', 'own']);
    expect(insightsAccess(actorAs('seniorWriter'), MAGAZINE)?.scopes).toEqual(['own']);
  });

  it('gives masterAdmin everything, and a closed magazine nothing', () => {
    const admin: MagazineActor = { userId: 1, masterAdmin: true, memberships: [] };
    expect(insightsAccess(admin, MAGAZINE)).toMatchObject({ scope: 'magazine', referrers: true });
    const closed: MagazineActor = {
      ...actorAs('primaryOwner'),
      memberships: [{ ...memberAs('primaryOwner'), closed: true }],
    };
    expect(insightsAccess(closed, MAGAZINE)).toBeNull();
  });
});

describe('the period', () => {
  it('is the last N UTC days up to today, beside the N days before', () => {
    const window = insightsWindow(new Date('2026-03-10T23:30:00-05:00'), 7);
    // 23:30 in New York is already the 11th in UTC.
    expect(window.days).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(window.previousDays[0]).toBe('2026-02-26');
    expect(window.previousDays.at(-1)).toBe('2026-03-04');
    expect(window.from.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(window.previousFrom.toISOString()).toBe('2026-02-26T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-03-12T00:00:00.000Z');
  });

  it('has N days for every period, across month and leap-year ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...INSIGHTS_PERIODS),
        (now, days) => {
          const window = insightsWindow(now, days);
          expect(window.days).toHaveLength(days);
          expect(new Set([...window.days, ...window.previousDays]).size).toBe(days * 2);
          expect(window.days.at(-1)).toBe(now.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('lays reads over every day, zeros filled, each beside its day of the previous period', () => {
    const window = insightsWindow(new Date('2026-03-11T08:00:00Z'), 7);
    const days = readsByDay(
      [
        { day: '2026-03-05', reads: 3 },
        { day: '2026-03-11', reads: 2 },
        { day: '2026-02-26', reads: 4 },
        { day: '2026-03-04', reads: 1 },
        // Outside both periods: ignored.
        { day: '2026-01-01', reads: 99 },
      ],
      window,
    );
    expect(days.map((day) => [day.date, day.reads, day.previous])).toEqual([
      ['2026-03-05', 3, 4],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
      ['2026-03-09', 0, 0],
      ['2026-03-10', 0, 0],
      ['2026-03-11', 2, 1],
    ]);
  });

  it('says the change in whole percent, and nothing to compare with as null', () => {
    expect(percentChange({ current: 15, previous: 10 })).toBe(50);
    expect(percentChange({ current: 5, previous: 10 })).toBe(-50);
    expect(percentChange({ current: 10, previous: 10 })).toBe(0);
    expect(percentChange({ current: 2, previous: 3 })).toBe(-33);
    expect(percentChange({ current: 0, previous: 0 })).toBe(0);
    expect(percentChange({ current: 4, previous: 0 })).toBeNull();
  });
});

describe('referrer kinds', () => {
  it("are SPEC §3's twelve codes in order, each labelled in every language", () => {
    expect(REFERRER_KINDS.map((kind) => kind.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(REFERRER_KINDS[3]).toEqual({ name: 'socialNetwork', code: REFERRER.socialNetwork });
    for (const lang of ['en', 'tw', 'cn', 'in'] as const)
      for (const { name } of REFERRER_KINDS)
        expect(MESSAGES[lang][`insights.referrer.${name}`], `${lang} ${name}`).toBeTruthy();
  });
});

describe('requests', () => {
  it('take a period of 7, 30 or 90 days and a scope', () => {
    expect(ZInsightsQuery.parse({ magazineUserId: '9', days: '7', scope: 'own' })).toEqual({
      magazineUserId: 9,
      days: 7,
      scope: 'own',
    });
    for (const bad of [
      { magazineUserId: '9', days: '14' },
      { magazineUserId: '9', days: 7 },
      { magazineUserId: '9', scope: 'everyone' },
      { magazineUserId: '0' },
      { days: '7' },
      { magazineUserId: '9', readerId: '1' },
    ])
      expect(ZInsightsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('take an activity filter and a cursor', () => {
    expect(ZTeamActivityQuery.parse({ magazineUserId: '9', filter: 'members' }).filter).toBe('members');
    for (const bad of [
      { magazineUserId: '9', filter: 'secret' },
      { magazineUserId: '9', cursor: 'not a cursor' },
      { magazineUserId: '9', limit: '500' },
    ])
      expect(ZTeamActivityQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
