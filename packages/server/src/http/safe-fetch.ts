/**
 * DESIGN §7 and TESTING §4: the one way the server fetches a foreign address (external photos, RSS
 * feeds, blog pages). Only http(s) on ports 80/443; private, loopback, link-local and multicast
 * addresses are refused at connect time (after DNS, on every redirect); a total deadline and a size cap.
 *
 * How: the URL is checked first (scheme, userinfo, control characters, port, IP literals), then every
 * connection goes through our own undici connector, which resolves the name once, refuses the whole
 * answer if any address is not public, and connects to exactly the address it checked (the name is kept
 * for TLS SNI and certificate checks). So a name that answers a public address to a check and loopback to
 * the connect (DNS rebinding) cannot pass: there is only one answer. The socket's remote address is
 * checked once more after connect. Redirects are followed here, one hop at a time, each hop checked anew.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { Socket } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, request } from 'undici';

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
  /**
   * The final status, whatever it is (200, 304, 404, 500…): safeFetch throws only for refusals and
   * transport failures; callers decide what a status means (`'http_status'` is thrown only for a redirect
   * loop longer than maxRedirects).
   */
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

/** Resolves a host name to every address it has (the system resolver; tests may pass their own). */
export type SafeFetchResolver = (hostname: string) => Promise<string[]>;

const systemResolver: SafeFetchResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const MAX_URL_LENGTH = 4096;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

// ---------------------------------------------------------------------------------------------------
// Addresses

const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, dotted IPv4 tail allowed), or null. */
export function ipv6Groups(address: string): number[] | null {
  let s = address.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(':');
  if (lastColon < 0) return null;
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (isIP(tail) !== 4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const fill = 8 - head.length - rest.length;
  if (halves.length === 1 ? head.length !== 8 : fill < 1) return null;
  const groups: number[] = [];
  for (const part of [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...rest]) {
    if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}

const v4FromGroups = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  const g = ipv6Groups(address);
  if (!g) return false;
  return g.slice(0, 7).every((x) => x === 0) && g[7] === 1;
}

/** True when an address is anything but public unicast (TESTING §4's list and the rest of IANA's). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const g = ipv6Groups(address);
  if (!g) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): judge the IPv4 address inside.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return isBlockedAddress(v4FromGroups(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isBlockedAddress(v4FromGroups(g6, g7));
  }
  // 6to4 carries an IPv4 address in groups 1–2.
  if (g0 === 0x2002) return isBlockedAddress(v4FromGroups(g1, g2));
  // Only global unicast 2000::/3; this refuses ::, ::1, ::/96, ULA fc00::/7, fe80::/10, fec0::/10, ff00::/8,
  // 64:ff9b:1::/48 and 100::/64.
  if ((g0 & 0xe000) !== 0x2000) return true;
  // 2001::/23 (Teredo, benchmarking, ORCHID…), 2001:db8::/32 and 3fff::/20 (documentation).
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return true;
  if (g0 === 0x3fff && g1 < 0x1000) return true;
  return false;
}

/** What a fetcher may reach: the rules, plus what a test adds for its own servers. */
type Policy = {
  allowLoopback: boolean;
  /** Ports allowed for public addresses (80 and 443; a test adds its servers' ports). */
  ports: readonly number[];
  /** Exact addresses a test trusts on any port (e.g. its origin on 127.0.0.2). */
  alsoAllow: readonly string[];
};

/** Whether a connection to this address (and port) may be made. */
function addressAllowed(address: string, port: number, policy: Policy): boolean {
  if (policy.alsoAllow.includes(address)) return true;
  if (policy.allowLoopback && isLoopback(address)) return true;
  if (!policy.ports.includes(port)) return false;
  return !isBlockedAddress(address);
}

// ---------------------------------------------------------------------------------------------------
// URLs

const stripBrackets = (host: string) =>
  host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Parses and checks an address before any connection: scheme, userinfo, control characters, port. */
function checkUrl(raw: string, policy: Policy): URL {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (raw.length > MAX_URL_LENGTH || /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(raw)) {
    throw new SafeFetchError('invalid_url', 'address contains control characters or spaces');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', 'not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', 'only http and https are fetched');
  }
  if (url.username || url.password)
    throw new SafeFetchError('invalid_url', 'addresses with credentials are refused');
  const host = stripBrackets(url.hostname);
  if (!host) throw new SafeFetchError('invalid_url', 'no host');
  const port = defaultPort(url);
  if (!policy.ports.includes(port) && !policy.allowLoopback && policy.alsoAllow.length === 0) {
    throw new SafeFetchError('blocked_address', 'port refused');
  }
  // An IP literal (the URL parser has already turned 127.1, 2130706433, 0x7f000001, 0177.0.0.1 into
  // dotted form) is judged now; names are judged by the connector once resolved.
  if (isIP(host) && !addressAllowed(host, port, policy)) {
    throw new SafeFetchError('blocked_address', 'address refused');
  }
  url.hash = '';
  return url;
}

// ---------------------------------------------------------------------------------------------------
// Connections

type ConnectOptions = Parameters<buildConnector.connector>[0];
type ConnectCallback = Parameters<buildConnector.connector>[1];

function checkedConnector(
  policy: Policy,
  resolve: SafeFetchResolver,
  connectTimeoutMs: number,
): buildConnector.connector {
  const base = buildConnector({ timeout: connectTimeoutMs });
  return (opts: ConnectOptions, callback: ConnectCallback) => {
    const host = stripBrackets(opts.hostname);
    const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
    const pick = async (): Promise<string> => {
      const answers = isIP(host) ? [host] : await resolve(host);
      if (answers.length === 0) throw new SafeFetchError('network', 'name has no address');
      // The whole answer must be public: one private record is enough to refuse.
      if (!answers.every((a) => addressAllowed(a, port, policy))) {
        throw new SafeFetchError('blocked_address', 'address refused');
      }
      return answers[0] as string;
    };
    pick().then(
      (address) => {
        base(
          {
            ...opts,
            hostname: address,
            // TLS keeps the name for SNI and the certificate check; plain http needs none.
            servername: opts.protocol === 'https:' && !isIP(host) ? host : undefined,
          },
          (err, socket) => {
            if (err || !socket) {
              callback(err ?? new SafeFetchError('network'), null);
              return;
            }
            const remote = (socket as Socket).remoteAddress;
            if (!remote || !addressAllowed(remote, port, policy)) {
              socket.destroy();
              callback(new SafeFetchError('blocked_address', 'address refused'), null);
              return;
            }
            callback(null, socket);
          },
        );
      },
      (err: unknown) => callback(err instanceof Error ? err : new SafeFetchError('network'), null),
    );
  };
}

function findSafeFetchError(err: unknown): SafeFetchError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof SafeFetchError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Drops a body we will not read (a destroyed undici body emits an abort error nobody wants). */
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }) {
  body.on('error', () => {});
  body.destroy();
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, v);
      } catch {
        // A header value fetch's Headers will not hold: leave it out.
      }
    }
  }
  return headers;
}

// ---------------------------------------------------------------------------------------------------
// The fetch

/**
 * Tests only: a safeFetch with its own resolver (to play DNS answers), extra ports (so a loopback canary
 * on a random port is refused for its address, not its port) and exact trusted addresses.
 */
export type SafeFetchTestDeps = { resolve?: SafeFetchResolver; ports?: number[]; alsoAllow?: string[] };

export function createSafeFetch(deps: SafeFetchTestDeps = {}) {
  const resolve = deps.resolve ?? systemResolver;
  return async function fetchSafely(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
    const policy: Policy = {
      allowLoopback: options.allowLoopback === true,
      ports: [80, 443, ...(deps.ports ?? [])],
      alsoAllow: deps.alsoAllow ?? [],
    };
    const timeoutMs = Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const maxRedirects = Math.max(0, options.maxRedirects ?? DEFAULT_MAX_REDIRECTS);
    const maxBytes = Math.max(0, options.maxBytes);
    const headers: Record<string, string> = { 'user-agent': 'Masthead/1.0 (+fetcher)', accept: '*/*' };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (/[\r\n\0]/.test(name) || /[\r\n\0]/.test(value))
        throw new SafeFetchError('invalid_url', 'bad header');
      const lower = name.toLowerCase();
      if (lower === 'host' || lower === 'connection' || lower === 'transfer-encoding') continue;
      headers[lower] = value;
    }

    let url = checkUrl(rawUrl, policy);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new SafeFetchError('timeout', 'deadline passed')),
      timeoutMs,
    );
    const agent = new Agent({
      connect: checkedConnector(policy, resolve, timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connections: 2,
      pipelining: 0,
    });
    try {
      for (let hop = 0; ; hop++) {
        const res = await request(url, {
          method: 'GET',
          headers,
          dispatcher: agent,
          signal: controller.signal,
        });
        const location = res.headers.location;
        if (REDIRECT_STATUSES.has(res.statusCode) && typeof location === 'string' && location) {
          discard(res.body);
          if (hop >= maxRedirects) throw new SafeFetchError('http_status', 'too many redirects');
          let next: string;
          try {
            next = new URL(location, url).href;
          } catch {
            throw new SafeFetchError('invalid_url', 'bad redirect');
          }
          url = checkUrl(next, policy);
          continue;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          discard(res.body);
          throw new SafeFetchError('too_large', 'body too large');
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res.body) {
          const buf = chunk as Buffer;
          size += buf.length;
          if (size > maxBytes) {
            discard(res.body);
            throw new SafeFetchError('too_large', 'body too large');
          }
          chunks.push(buf);
        }
        return {
          url: url.href,
          status: res.statusCode,
          headers: toHeaders(res.headers),
          body: new Uint8Array(Buffer.concat(chunks, size)),
        };
      }
    } catch (err) {
      if (controller.signal.aborted) throw new SafeFetchError('timeout', 'deadline passed');
      const known = findSafeFetchError(err);
      if (known) throw known;
      const code = (err as { code?: string }).code;
      if (
        code === 'UND_ERR_HEADERS_TIMEOUT' ||
        code === 'UND_ERR_BODY_TIMEOUT' ||
        code === 'UND_ERR_CONNECT_TIMEOUT'
      ) {
        throw new SafeFetchError('timeout', 'deadline passed');
      }
      if (code === 'UND_ERR_INVALID_ARG') throw new SafeFetchError('invalid_url', 'bad request');
      throw new SafeFetchError('network', 'could not fetch');
    } finally {
      clearTimeout(timer);
      agent.destroy().catch(() => {});
    }
  };
}

/**
 * Fetches a foreign address with GET under DESIGN §7's rules. Throws SafeFetchError for every refusal or
 * failure (reason says which); returns the final answer, whatever its status, otherwise.
 */
export function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  return defaultFetch(url, options);
}

const defaultFetch = createSafeFetch();
