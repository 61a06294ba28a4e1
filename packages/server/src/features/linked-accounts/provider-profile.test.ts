import { describe, expect, it } from 'vitest';
import { usernameBase } from './new-account.ts';
import { profileFrom } from './provider-clients.ts';

describe('provider profiles', () => {
  it("reads each provider's profile shape, trusting an email only when OpenID Connect says it is verified", () => {
    expect(profileFrom({ data: { id: '42', name: 'Ann', username: 'ann_x' } }, false)).toEqual({
      id: '42',
      email: null,
      emailVerified: false,
      name: 'Ann',
      username: 'ann_x',
    });
    expect(profileFrom({ id: 7, email: 'A@B.example' }, false)).toMatchObject({
      id: '7',
      email: 'a@b.example',
      emailVerified: false,
    });
    expect(profileFrom({ sub: 's', email: 'a@b.example', email_verified: true }, true)).toMatchObject({
      emailVerified: true,
    });
    expect(profileFrom({ sub: 's', email: 'a@b.example', email_verified: 'true' }, true)).toMatchObject({
      emailVerified: false,
    });
    expect(profileFrom({ name: 'no id' }, true)).toBeNull();
    expect(profileFrom({ sub: 'a\u0000b' }, true)).toBeNull();
  });

  it('makes a username of letters, digits and _ from the provider name, or "reader"', () => {
    expect(usernameBase({ username: 'Zoë.Smith', name: null, email: null })).toBe('zoe_smith');
    expect(usernameBase({ username: null, name: '李霞', email: 'xia.li@example.com' })).toBe('xia_li');
    expect(usernameBase({ username: 'ab', name: null, email: null })).toBe('reader');
    expect(usernameBase({ username: 'a-very-long-name-indeed-yes', name: null, email: null })).toHaveLength(
      15,
    );
  });
});
