import type { Viewer } from '../accounts/sessions.ts';

/**
 * A feature's page calls as the server writes them, once per process: each takes the request's viewer
 * first, then what the loader passes.
 */
export type ViewerCalls<Api> = {
  [K in keyof Api]: Api[K] extends (...args: infer A) => infer R
    ? (viewer: Viewer | null, ...args: A) => R
    : never;
};

/** Binds a page API to one request's viewer. */
export type ViewerBinder<Api> = (viewer: Viewer | null) => Api;

type AnyCall = (viewer: Viewer | null, ...args: unknown[]) => unknown;

/** A symbol, so the viewer is neither a property loaders see nor one that would be serialised. */
const VIEWER = Symbol('viewer');

type Bound = { [VIEWER]: Viewer | null };

/**
 * Per process: turns a feature's calls into the interface loaders use (`page.api.polls.results(id)`).
 * The methods live on one prototype made here, so binding a request's viewer makes one small object that
 * holds only the viewer; guests share one made up front. `sections` are nested page APIs (PageApi's
 * `content`, `feeds`…), bound to the same viewer when a loader reaches for one. The methods read the
 * viewer from the object they are called on: call them as methods, not detached.
 */
export function viewerBinder<Api extends object, Section extends keyof Api = never>(
  calls: ViewerCalls<Omit<Api, Section>>,
  sections?: { [K in Section]: ViewerBinder<Api[K]> },
): ViewerBinder<Api> {
  class BoundPageApi {
    [VIEWER]: Viewer | null;
    constructor(viewer: Viewer | null) {
      this[VIEWER] = viewer;
    }
  }
  for (const [name, call] of Object.entries(calls) as [string, AnyCall][]) {
    Object.defineProperty(BoundPageApi.prototype, name, {
      value(this: Bound, ...args: unknown[]) {
        return call(this[VIEWER], ...args);
      },
    });
  }
  for (const [name, bind] of Object.entries(sections ?? {}) as [string, ViewerBinder<unknown>][]) {
    Object.defineProperty(BoundPageApi.prototype, name, {
      get(this: Bound) {
        return bind(this[VIEWER]);
      },
    });
  }
  const guest = new BoundPageApi(null) as unknown as Api;
  return (viewer) => (viewer ? (new BoundPageApi(viewer) as unknown as Api) : guest);
}
