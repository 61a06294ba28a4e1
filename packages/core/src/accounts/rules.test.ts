import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { hasAccessRight, isSignedIn, isSocialTokenValid } from './current-user.ts';
import {
  checkPassword,
  isBlank,
  isValidEmail,
  normalizeWebsite,
  PASSWORD_RESULT,
  usernameProblem,
} from './rules.ts';

describe('SPEC §5 email', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace@example.co.uk',
    'a_b-c.d@sub-domain.example.info',
    'UPPER@EXAMPLE.COM',
    '1@x.io',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada@example.museum',
    'ada+tag@example.com',
    'ada lovelace@example.com',
    'ada@exa_mple.com',
    'ada@-example.com',
    'ada@example.com.',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('SPEC §5 password result codes', () => {
  it('is 0 for 6 to 20 characters', () => {
    expect(checkPassword('abcdef')).toBe(PASSWORD_RESULT.ok);
    expect(checkPassword('a'.repeat(20))).toBe(0);
    expect(checkPassword('abcdef', 'abcdef')).toBe(0);
  });
  it('is 2 for a bad length, before the confirmation is looked at', () => {
    expect(checkPassword('')).toBe(PASSWORD_RESULT.badLength);
    expect(checkPassword('abcde')).toBe(2);
    expect(checkPassword('a'.repeat(21))).toBe(2);
    expect(checkPassword('abcde', 'other')).toBe(2);
  });
  it('is 3 when the confirmation does not match', () => {
    expect(checkPassword('abcdef', 'abcdeg')).toBe(PASSWORD_RESULT.mismatch);
    expect(checkPassword('abcdef', '')).toBe(3);
  });
});

describe('SPEC §5 username', () => {
  it('accepts letters, digits, underscore and hyphen, 3 to 30 characters on the server', () => {
    expect(usernameProblem('ada')).toBeNull();
    expect(usernameProblem('Ada_Love-1')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });
  it('names the first failing rule', () => {
    expect(usernameProblem('')).toBe('validation.required');
    expect(usernameProblem('   ')).toBe('validation.required');
    expect(usernameProblem('ada lovelace')).toBe('validation.username.chars');
    expect(usernameProblem('ada.l')).toBe('validation.username.chars');
    expect(usernameProblem('adà')).toBe('validation.username.chars');
    expect(usernameProblem('ab')).toBe('validation.username.length');
    expect(usernameProblem('a'.repeat(31))).toBe('validation.username.length');
  });
  it('takes a longer limit for dummy usernames', () => {
    expect(usernameProblem('a'.repeat(40), 40)).toBeNull();
    expect(usernameProblem('a'.repeat(41), 40)).toBe('validation.username.length');
  });
});

describe('SPEC §5 blank and website', () => {
  it('treats empty and whitespace-only text as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  \n\t')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
  it('normalises http(s) addresses and refuses the rest', () => {
    expect(normalizeWebsite('example.org')).toBe('https://example.org/');
    expect(normalizeWebsite(' http://example.org/a?b=c ')).toBe('http://example.org/a?b=c');
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
    expect(normalizeWebsite('ftp://example.org')).toBeNull();
    expect(normalizeWebsite('localhost')).toBeNull();
    expect(normalizeWebsite('https://user:pw@example.org')).toBeNull();
    expect(normalizeWebsite('not a site')).toBeNull();
  });
});

describe('common passwords', () => {
  it('are refused whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Correct-Horse-9')).toBe(false);
  });
});

describe('current user rules', () => {
  it('SPEC §6: signed in means userId > 0', () => {
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
    expect(isSignedIn({ userId: 0 })).toBe(false);
    expect(isSignedIn({ userId: -1 })).toBe(false);
    expect(isSignedIn({ userId: 1 })).toBe(true);
  });

  it('SPEC §4: a social token is valid only when it expires more than 10 minutes after server time', () => {
    const now = 1_700_000_000_000;
    expect(isSocialTokenValid(null, now)).toBe(false);
    expect(isSocialTokenValid(now + 600_000, now)).toBe(false);
    expect(isSocialTokenValid(now + 600_001, now)).toBe(true);
    expect(isSocialTokenValid(now - 1, now)).toBe(false);
  });

  it('SPEC §6: masterAdmin has every right, an admin only those listed', () => {
    expect(hasAccessRight({ admin: false, masterAdmin: true, accessRight: [] }, 'reports')).toBe(true);
    expect(hasAccessRight({ admin: true, masterAdmin: false, accessRight: ['reports'] }, 'reports')).toBe(
      true,
    );
    expect(hasAccessRight({ admin: true, masterAdmin: false, accessRight: ['reports'] }, 'billing')).toBe(
      false,
    );
    expect(hasAccessRight({ admin: false, masterAdmin: false, accessRight: ['reports'] }, 'reports')).toBe(
      false,
    );
  });
});
