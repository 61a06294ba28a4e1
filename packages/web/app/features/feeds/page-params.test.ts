import { describe, expect, it } from 'vitest';
import { cursorParam, hrefWithCursor, tabParam } from './page-params';

const request = (query: string) => new Request(`http://localhost/activity.html${query}`);

describe('feed page parameters', () => {
  it('reads a cursor only when it looks like one', () => {
    expect(cursorParam(request('?cursor=eyJ0IjoxfQ'))).toBe('eyJ0IjoxfQ');
    expect(cursorParam(request(''))).toBeNull();
    expect(cursorParam(request('?cursor=a%20b'))).toBeNull();
    expect(cursorParam(request(`?cursor=${'x'.repeat(201)}`))).toBeNull();
  });

  it('falls back to the first tab', () => {
    const tabs = ['people', 'topics', 'everyone'] as const;
    expect(tabParam(request('?tab=topics'), tabs)).toBe('topics');
    expect(tabParam(request('?tab=friends'), tabs)).toBe('people');
    expect(tabParam(request(''), tabs)).toBe('people');
  });

  it('links the next page with the other parameters kept', () => {
    expect(hrefWithCursor('/activity.html', '?tab=topics&cursor=old', 'new')).toBe(
      '/activity.html?tab=topics&cursor=new',
    );
    expect(hrefWithCursor('/', '', 'abc')).toBe('/?cursor=abc');
  });
});
