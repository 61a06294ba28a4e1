/**
 * DESIGN §7 and TESTING §4: the one way the server fetches a foreign address (external photos, RSS
 * feeds, blog pages). Only http(s) on ports 80/443; private, loopback, link-local and multicast
 * addresses are refused at connect time (after DNS, on every redirect); a total deadline and a size cap.
 */

export type SafeFetchOptions = {
  /** Total deadline for the whole exchange, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, in bytes; a larger one is cut and refused. */
  maxBytes: number;
  /** Redirects followed, each re-checked. Default 5. */
  maxRedirects?: number;
  /** Request headers (Accept, If-None-Match, If-Modified-Since…). */
  headers?: Record<string, string>;
  /**
   * Tests only: let loopback through for the test's own server (config.outbound.allowLoopback, never
   * true in production).
   */
  allowLoopback?: boolean;
};

export type SafeFetchResult = {
  /** The address answered, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
};

/** Why a fetch was refused or failed; callers map these to SPEC §8 messages. */
export type SafeFetchFailure =
  | 'invalid_url'
  | 'blocked_address'
  | 'timeout'
  | 'too_large'
  | 'network'
  | 'http_status';

export class SafeFetchError extends Error {
  readonly reason: SafeFetchFailure;
  constructor(reason: SafeFetchFailure, message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

export async function safeFetch(_url: string, _options: SafeFetchOptions): Promise<SafeFetchResult> {
  throw new SafeFetchError('network', 'safeFetch is being written');
}
