import { describe, expect, it } from 'vitest';
import { BLOG_IMPORT_REMINDER_MAX } from '../limits.ts';
import {
  blogImportReminderCount,
  blogSiteKey,
  blogStateMessage,
  blogUsernameBase,
  blogUsernameCandidate,
  canCancelBlog,
  feedRetryDelayMinutes,
  normalizeBlogUrl,
  shouldShowBlogImportReminder,
  withBlogImportReminderShown,
} from './rules.ts';

describe('blog submission states (SPEC §4)', () => {
  it('names the state by message', () => {
    expect(blogStateMessage('pending', 0)).toBe('submitted');
    expect(blogStateMessage('pending', 2)).toBe('resubmitted');
    expect(blogStateMessage('not_approved', 0)).toBe('not_approved');
    expect(blogStateMessage('approved', 1)).toBe('approved');
  });

  it('cancels only a pending submission', () => {
    expect(canCancelBlog('pending')).toBe(true);
    expect(canCancelBlog('approved')).toBe(false);
    expect(canCancelBlog('not_approved')).toBe(false);
    expect(canCancelBlog('canceled')).toBe(false);
  });
});

describe('blog addresses', () => {
  it('takes a bare host as https and refuses what is not a public web address', () => {
    expect(normalizeBlogUrl(' example.com/blog ')).toBe('https://example.com/blog');
    expect(normalizeBlogUrl('http://Example.com/#top')).toBe('http://example.com/');
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'ftp://a.example/',
      'https://u:p@a.example/',
      'a b.example',
      'https://a.example/\u0000',
      'x'.repeat(2001),
    ])
      expect(normalizeBlogUrl(bad), bad).toBeNull();
  });

  it('keys a blog so that scheme, www, case, default ports and trailing slashes do not matter', () => {
    const key = blogSiteKey('https://www.Example.com/blog/');
    for (const same of [
      'http://example.com/blog',
      'https://example.com:443/blog//',
      'http://WWW.example.com:80/blog',
    ])
      expect(blogSiteKey(same), same).toBe(key);
    expect(blogSiteKey('https://example.com/other')).not.toBe(key);
    expect(blogSiteKey('https://example.com:8080/blog')).not.toBe(key);
  });

  it('derives a publisher username from the host', () => {
    expect(blogUsernameBase('https://www.gardennotes.com/')).toBe('gardennotes');
    expect(blogUsernameBase('https://blog.example.co.uk/x')).toBe('blog-example-co');
    expect(blogUsernameBase('http://127.0.0.1:8080/')).toBe('127-0-0-1');
    expect(blogUsernameBase('https://a.io/')).toBe('a-blog');
    expect(blogUsernameBase('https://xn--bcher-kva.example/')).toBe('xn-bcher-kva');
    expect(blogUsernameBase(`https://${'long'.repeat(20)}.example/`)).toHaveLength(24);
    for (const base of ['gardennotes', 'a-blog', '127-0-0-1']) expect(base).toMatch(/^[a-z0-9-]{3,24}$/);
    expect(blogUsernameCandidate('garden', 1)).toBe('garden');
    expect(blogUsernameCandidate('garden', 3)).toBe('garden-3');
  });
});

describe('feed retries', () => {
  it('doubles the wait for each failure in a row, up to a day', () => {
    expect(feedRetryDelayMinutes(60, 0)).toBe(60);
    expect(feedRetryDelayMinutes(60, 1)).toBe(120);
    expect(feedRetryDelayMinutes(60, 3)).toBe(480);
    expect(feedRetryDelayMinutes(60, 30)).toBe(1440);
    expect(feedRetryDelayMinutes(2000, 5)).toBe(2000);
  });
});

describe('blog-import reminder (SPEC §4, §9: off once the count reaches 2)', () => {
  it('shows while the count is below 2', () => {
    expect(BLOG_IMPORT_REMINDER_MAX).toBe(2);
    expect(shouldShowBlogImportReminder(0)).toBe(true);
    expect(shouldShowBlogImportReminder(1)).toBe(true);
    expect(shouldShowBlogImportReminder(2)).toBe(false);
    expect(shouldShowBlogImportReminder(7)).toBe(false);
    expect(shouldShowBlogImportReminder(Number.NaN)).toBe(false);
  });

  it('counts per person and reads broken values as never shown', () => {
    let stored: string | null = null;
    stored = withBlogImportReminderShown(stored, 42);
    expect(blogImportReminderCount(stored, 42)).toBe(1);
    expect(blogImportReminderCount(stored, 7)).toBe(0);
    stored = withBlogImportReminderShown(stored, 42);
    stored = withBlogImportReminderShown(stored, 42);
    expect(blogImportReminderCount(stored, 42)).toBe(2);
    stored = withBlogImportReminderShown(stored, 7);
    expect(JSON.parse(stored)).toEqual({ 42: 2, 7: 1 });
    for (const broken of ['', 'x', '[]', '{"42":"2"}', '{"42":-1}', '{"42":1.5}', 'null'])
      expect(blogImportReminderCount(broken, 42), broken).toBe(0);
    expect(blogImportReminderCount(withBlogImportReminderShown('garbage', 42), 42)).toBe(1);
  });
});
