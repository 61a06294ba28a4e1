import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessUsernameProblem,
  isReservedUsername,
  isSiteLabel,
  magazineUsernameProblem,
  RESERVED_USERNAMES,
  usernameFromName,
} from './create-rules.ts';
import { ZMagazineCreate, ZMagazineSettings } from './create-schemas.ts';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('reserved usernames', () => {
  it('keeps back the routes, the flavour hosts and words of the site itself, in any case', () => {
    for (const name of [
      'dashboard',
      'writers',
      'blogs',
      'story',
      'api',
      'api2',
      'explore',
      'connect',
      'create',
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
      expect(isReservedUsername(name.toUpperCase()), name).toBe(true);
    }
    for (const name of ['www', 'Masthead', 'ADMIN', ' settings '])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it('lets ordinary names through', () => {
    for (const name of ['thelongtable', 'acme-coffee', 'dash_board', 'apiary', 'storyteller'])
      expect(isReservedUsername(name), name).toBe(false);
  });

  it('holds only names a username could be (lower-case, SPEC §5 characters)', () => {
    for (const name of RESERVED_USERNAMES) expect(name, name).toMatch(/^[a-z0-9_-]+$/);
  });
});

describe('magazineUsernameProblem', () => {
  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    ['ab', 'validation.username.length'],
    ['a'.repeat(21), 'validation.username.length'],
    ['has space', 'validation.username.chars'],
    ['dot.name', 'validation.username.chars'],
    ['ünïcode', 'validation.username.chars'],
    ['dashboard', 'validation.username.reserved'],
    ['Writers', 'validation.username.reserved'],
    ['acme', null],
    ['a'.repeat(20), null],
    ['under_score-ok', null],
  ])('%j → %s', (username, problem) => {
    expect(magazineUsernameProblem(username)).toBe(problem);
  });
});

describe('a business username is a host label', () => {
  it.each([
    ['acme', true],
    ['acme-coffee', true],
    ['ACME9', true],
    ['9lives', true],
    ['acme_coffee', false],
    ['-acme', false],
    ['xn--acme', false],
    ['XN--80ak6aa92e', false],
    ['acme-', false],
    ['', false],
  ])('%j → %s', (username, ok) => {
    expect(isSiteLabel(username)).toBe(ok);
    expect(businessUsernameProblem('business', username)).toBe(ok ? null : 'validation.username.business');
    expect(businessUsernameProblem('magazine', username)).toBeNull();
  });

  it('agrees with the URL parser: every label it accepts is a host as written', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/), fc.stringMatching(/^xn--[a-z0-9-]{1,8}$/)),
        (label) => {
          if (!isSiteLabel(label)) return;
          expect(new URL(`http://${label}.localhost/`).hostname).toBe(`${label.toLowerCase()}.localhost`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('ZMagazineCreate', () => {
  const valid = { kind: 'business', displayName: 'Acme Coffee', username: 'acme-coffee', bio: 'Roasters.' };

  it('takes a magazine or a business with SPEC §5 fields', () => {
    expect(ZMagazineCreate.safeParse(valid).success).toBe(true);
    expect(ZMagazineCreate.safeParse({ ...valid, kind: 'magazine', username: 'acme_coffee' }).success).toBe(
      true,
    );
    expect(ZMagazineCreate.parse({ ...valid, username: '  acme ', bio: undefined }).username).toBe('acme');
  });

  it('names the field of each broken rule', () => {
    expect(fieldsOf(ZMagazineCreate.safeParse({ ...valid, displayName: '' }))).toEqual({
      displayName: 'validation.displayName.length',
    });
    expect(fieldsOf(ZMagazineCreate.safeParse({ ...valid, username: 'api' }))).toEqual({
      username: 'validation.username.reserved',
    });
    expect(fieldsOf(ZMagazineCreate.safeParse({ ...valid, username: 'acme_coffee' }))).toEqual({
      username: 'validation.username.business',
    });
    expect(fieldsOf(ZMagazineCreate.safeParse({ ...valid, bio: 'x'.repeat(256) }))).toEqual({
      bio: 'validation.bio.length',
    });
    expect(fieldsOf(ZMagazineCreate.safeParse({ ...valid, kind: 'company' }))).toEqual({
      kind: 'validation.invalid',
    });
  });

  it('refuses unknown fields and identity from the payload', () => {
    expect(ZMagazineCreate.safeParse({ ...valid, createdBy: 1 }).success).toBe(false);
    expect(ZMagazineCreate.safeParse({ ...valid, userId: 1 }).success).toBe(false);
  });
});

describe('ZMagazineSettings', () => {
  it('changes only the fields sent, each by its SPEC §5 rule', () => {
    expect(ZMagazineSettings.parse({ userId: 7 })).toEqual({ userId: 7 });
    expect(ZMagazineSettings.parse({ userId: 7, website: 'example.com' }).website).toBe(
      'https://example.com/',
    );
    expect(fieldsOf(ZMagazineSettings.safeParse({ userId: 7, website: 'javascript:alert(1)' }))).toEqual({
      website: 'validation.website.invalid',
    });
    expect(fieldsOf(ZMagazineSettings.safeParse({ userId: '7' }))).toEqual({ userId: 'validation.invalid' });
    expect(ZMagazineSettings.safeParse({ userId: 7, username: 'renamed' }).success).toBe(false);
  });
});

describe('usernameFromName: what the form suggests', () => {
  it.each([
    ['Acme Coffee', 'acme-coffee'],
    ['  The Long  Table! ', 'the-long-table'],
    ['Café Über', 'cafe-uber'],
    ['A very long business name indeed', 'a-very-long-business'],
    ['123 Go', '123-go'],
    ['美食雜誌', ''],
  ])('%j → %j', (name, username) => {
    expect(usernameFromName(name)).toBe(username);
  });

  it('suggests only names a business may have, when it suggests one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const username = usernameFromName(name);
        if (username === '') return;
        expect(username.length).toBeLessThanOrEqual(20);
        expect(isSiteLabel(username)).toBe(true);
      }),
    );
  });
});
