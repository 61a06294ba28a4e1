import { describe, expect, it } from 'vitest';
import { safeWebsite } from './profile-meta';
import { parseUserId, usernameFromHandle } from './profile-params';

describe('profile addresses', () => {
  it('takes /@{username} only with its leading @', () => {
    expect(usernameFromHandle('@ada')).toBe('ada');
    expect(usernameFromHandle('ada')).toBeNull();
    expect(usernameFromHandle('@')).toBeNull();
    expect(usernameFromHandle('index.html')).toBeNull();
  });

  it('takes /profile/p/{userId} only as a positive id the database can hold', () => {
    expect(parseUserId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '12345678901234567890', ' 7']) {
      expect(parseUserId(bad)).toBeNull();
    }
  });
});

describe('profile website links', () => {
  it('links only http and https addresses', () => {
    expect(safeWebsite('https://ada.example/blog')).toEqual({
      href: 'https://ada.example/blog',
      label: 'ada.example/blog',
    });
    expect(safeWebsite('ada.example')).toEqual({ href: 'https://ada.example/', label: 'ada.example' });
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('data:text/html,x')).toBeNull();
    expect(safeWebsite('   ')).toBeNull();
    expect(safeWebsite('http://')).toBeNull();
  });
});
