import { describe, expect, it } from 'vitest';
import { pageUrl, redirectToCanonical } from './page-loaders';

const request = (url: string) => new Request(`http://localhost${url}`);

/** The redirect a loader throws, or null when it lets the page render. */
function redirectOf(url: string, canonical: string, keepQuery?: boolean) {
  try {
    redirectToCanonical(request(url), canonical, keepQuery === undefined ? {} : { keepQuery });
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get('Location') };
  }
}

describe('page addresses', () => {
  it("reads a client navigation's data request as the page it is for", () => {
    expect(pageUrl(request('/blogs/food--AND--drink.data?_routes=routes%2Ftopic')).href).toBe(
      'http://localhost/blogs/food--AND--drink',
    );
    expect(pageUrl(request('/post/1/a.html.data?x=1&_routes=a')).href).toBe(
      'http://localhost/post/1/a.html?x=1',
    );
    expect(pageUrl(request('/_root.data')).pathname).toBe('/');
    expect(pageUrl(request('/_.data')).pathname).toBe('/');
    expect(pageUrl(request('/post/1/a.html?x=1')).href).toBe('http://localhost/post/1/a.html?x=1');
  });

  it('moves any other address of a page to its canonical one with 301, keeping the query', () => {
    expect(redirectOf('/post/1/a.html', '/post/1/a.html')).toBeNull();
    expect(redirectOf('/post/1/a.html.data?_routes=x', '/post/1/a.html')).toBeNull();
    expect(redirectOf('/post/1/%E5%8F%B0.html', '/post/1/台.html')).toBeNull();
    expect(redirectOf('/post/1/old.html?ref=x', '/@mag/post/1/a.html')).toEqual({
      status: 301,
      location: '/@mag/post/1/a.html?ref=x',
    });
    expect(redirectOf('/topic.html?topicId=1', '/blogs/a?b', false)).toEqual({
      status: 301,
      location: '/blogs/a%3Fb',
    });
  });
});
