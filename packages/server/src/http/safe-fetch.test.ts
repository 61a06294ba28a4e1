import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, isBlockedAddress, SafeFetchError, safeFetch } from './safe-fetch.ts';

/** A loopback server that counts every TCP connection it receives (the canary of TESTING §4). */
async function startServer(host: string, handler: (url: string, res: ServerResponse) => void) {
  const server: Server = createServer((req, res) => handler(req.url ?? '/', res));
  const state = { connections: 0 };
  server.on('connection', () => {
    state.connections++;
  });
  await new Promise<void>((resolve) => server.listen({ host, port: 0, ipv6Only: false }, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
  throw new Error('fetch succeeded but should have been refused');
}

const CAP = 64 * 1024;

describe('safeFetch', () => {
  let canary: Awaited<ReturnType<typeof startServer>>;
  let origin: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    // Dual-stack on every local address: 127.0.0.1, ::1, 0.0.0.0, :: and ::ffff:127.0.0.1 all reach it.
    canary = await startServer('::', (_url, res) => res.end('canary'));
    // The test's trusted origin on 127.0.0.2 (loopback too, but a different address than the canary's).
    origin = await startServer('127.0.0.2', (url, res) => {
      if (url === '/redirect-to-canary') {
        res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/` }).end();
      } else if (url === '/redirect-to-localhost') {
        res.writeHead(301, { location: `http://localhost:${canary.port}/` }).end();
      } else if (url === '/redirect-to-metadata') {
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (url === '/redirect-to-file') {
        res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      } else if (url === '/redirect-to-rebind') {
        res.writeHead(302, { location: `http://rebind.test:${origin.port}/hello` }).end();
      } else if (url === '/redirect-relative') {
        res.writeHead(302, { location: '/hello' }).end();
      } else if (url === '/loop') {
        res.writeHead(302, { location: '/loop' }).end();
      } else if (url === '/big') {
        res.end(Buffer.alloc(CAP + 1, 97));
      } else if (url === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const piece = Buffer.alloc(1024, 98);
        let sent = 0;
        const push = () => {
          while (sent <= CAP) {
            sent += piece.length;
            if (!res.write(piece)) {
              res.once('drain', push);
              return;
            }
          }
          res.end();
        };
        push();
      } else if (url === '/drip') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => {
          if (res.destroyed) clearInterval(timer);
          else res.write('x');
        }, 1000);
        res.on('close', () => clearInterval(timer));
      } else {
        res.writeHead(200, { 'content-type': 'text/plain', etag: '"v1"' }).end('hello');
      }
    });
  });

  afterAll(async () => {
    await canary.close();
    await origin.close();
  });

  // The canary's port counts as a standard port here, so each address below is refused for the address
  // itself; without the address rules every one of them would reach the canary.
  const fetchWithCanaryPort = () => createSafeFetch({ ports: [canary.port] });

  const addresses = [
    '127.0.0.1',
    'localhost',
    '127.1',
    '0',
    '0.0.0.0',
    '[::1]',
    '[::]',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '169.254.169.254',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '224.0.0.1',
    '[fd00::1]',
    '[fe80::1]',
    '[::ffff:127.0.0.1]',
    '[64:ff9b::7f00:1]',
  ];

  it('refuses every private, loopback, link-local, multicast and translated address; the canary sees nothing', async () => {
    const fetchIt = fetchWithCanaryPort();
    for (const host of addresses) {
      for (const url of [`http://${host}:${canary.port}/`, `http://${host}/`, `https://${host}/`]) {
        const err = await failure(fetchIt(url, { maxBytes: CAP, timeoutMs: 3000 }));
        expect(err.reason, url).toBe('blocked_address');
      }
    }
    expect(canary.state.connections).toBe(0);
  });

  it('the canary does count: with allowLoopback the same fetch reaches it', async () => {
    const before = canary.state.connections;
    const res = await fetchWithCanaryPort()(`http://127.0.0.1:${canary.port}/`, {
      maxBytes: CAP,
      allowLoopback: true,
    });
    expect(new TextDecoder().decode(res.body)).toBe('canary');
    expect(canary.state.connections).toBe(before + 1);
    canary.state.connections = 0;
  });

  it('refuses odd schemes, credentials, CRLF, other ports, and bad addresses before any connection', async () => {
    const cases: [string, string][] = [
      ['file:///etc/passwd', 'invalid_url'],
      ['gopher://127.0.0.1:70/_x', 'invalid_url'],
      ['data:text/plain,hello', 'invalid_url'],
      ['ftp://example.com/file', 'invalid_url'],
      ['javascript:alert(1)', 'invalid_url'],
      [`http://user@127.0.0.1:${canary.port}/`, 'invalid_url'],
      [`http://user:pass@example.com/`, 'invalid_url'],
      [`http://127.0.0.1:${canary.port}/\r\nHost: evil`, 'invalid_url'],
      ['http://example.com/a\nb', 'invalid_url'],
      ['http://example.com/a b', 'invalid_url'],
      ['http://example.com:8080/', 'blocked_address'],
      ['http://example.com:22/', 'blocked_address'],
      [`http://127.0.0.1:${canary.port}/`, 'blocked_address'],
      ['not a url', 'invalid_url'],
      ['', 'invalid_url'],
      [`http://example.com/${'a'.repeat(5000)}`, 'invalid_url'],
    ];
    for (const [url, reason] of cases) {
      const err = await failure(safeFetch(url, { maxBytes: CAP, timeoutMs: 3000 }));
      expect(err.reason, url).toBe(reason);
    }
    expect(canary.state.connections).toBe(0);
  });

  it('refuses a name that resolves to loopback, and a name with any private record in its answer', async () => {
    const err = await failure(fetchWithCanaryPort()(`http://localhost:${canary.port}/`, { maxBytes: CAP }));
    expect(err.reason).toBe('blocked_address');
    const mixed = createSafeFetch({
      ports: [canary.port],
      resolve: async () => ['93.184.216.34', '127.0.0.1'],
    });
    expect((await failure(mixed(`http://mixed.test:${canary.port}/`, { maxBytes: CAP }))).reason).toBe(
      'blocked_address',
    );
    const v6 = createSafeFetch({ ports: [canary.port], resolve: async () => ['::ffff:7f00:1'] });
    expect((await failure(v6(`http://mapped.test:${canary.port}/`, { maxBytes: CAP }))).reason).toBe(
      'blocked_address',
    );
    expect(canary.state.connections).toBe(0);
  });

  it('DNS rebinding cannot pass: one answer is both checked and connected to', async () => {
    // First answer: the trusted origin; every later answer: loopback (the canary's address).
    let calls = 0;
    const rebinding = createSafeFetch({
      ports: [canary.port, origin.port],
      alsoAllow: ['127.0.0.2'],
      resolve: async () => (calls++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']),
    });
    const res = await rebinding(`http://rebind.test:${origin.port}/hello`, { maxBytes: CAP });
    expect(new TextDecoder().decode(res.body)).toBe('hello');
    expect(calls).toBe(1);
    // A redirect to the same name asks again, now gets loopback, and is refused.
    const err = await failure(
      rebinding(`http://127.0.0.2:${origin.port}/redirect-to-rebind`, { maxBytes: CAP }),
    );
    expect(err.reason).toBe('blocked_address');
    expect(calls).toBe(2);
    expect(canary.state.connections).toBe(0);
  });

  it('re-checks every redirect', async () => {
    const fetchIt = createSafeFetch({ ports: [canary.port, origin.port], alsoAllow: ['127.0.0.2'] });
    for (const path of ['/redirect-to-canary', '/redirect-to-localhost', '/redirect-to-metadata']) {
      const err = await failure(fetchIt(`http://127.0.0.2:${origin.port}${path}`, { maxBytes: CAP }));
      expect(err.reason, path).toBe('blocked_address');
    }
    const file = await failure(
      fetchIt(`http://127.0.0.2:${origin.port}/redirect-to-file`, { maxBytes: CAP }),
    );
    expect(file.reason).toBe('invalid_url');
    expect(canary.state.connections).toBe(0);
    // A relative redirect to an allowed place is followed; a loop stops at maxRedirects.
    const ok = await fetchIt(`http://127.0.0.2:${origin.port}/redirect-relative`, { maxBytes: CAP });
    expect(ok.url).toBe(`http://127.0.0.2:${origin.port}/hello`);
    expect(ok.status).toBe(200);
    const loop = await failure(
      fetchIt(`http://127.0.0.2:${origin.port}/loop`, { maxBytes: CAP, maxRedirects: 3 }),
    );
    expect(loop.reason).toBe('http_status');
  });

  it('allowLoopback lets the test server through, with status, headers and body', async () => {
    const res = await safeFetch(`http://127.0.0.2:${origin.port}/hello`, {
      maxBytes: CAP,
      allowLoopback: true,
      headers: { 'if-none-match': '"v0"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(new TextDecoder().decode(res.body)).toBe('hello');
    // Refused without it.
    const err = await failure(safeFetch(`http://127.0.0.2:${origin.port}/hello`, { maxBytes: CAP }));
    expect(err.reason).toBe('blocked_address');
  });

  it('cuts a body over the size cap, declared or streamed', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const err = await failure(
        safeFetch(`http://127.0.0.2:${origin.port}${path}`, { maxBytes: CAP, allowLoopback: true }),
      );
      expect(err.reason, path).toBe('too_large');
    }
    const exact = await safeFetch(`http://127.0.0.2:${origin.port}/hello`, {
      maxBytes: 5,
      allowLoopback: true,
    });
    expect(exact.body.length).toBe(5);
  });

  it('cuts an origin dripping 1 byte/s at the deadline', async () => {
    const started = Date.now();
    const err = await failure(
      safeFetch(`http://127.0.0.2:${origin.port}/drip`, {
        maxBytes: CAP,
        allowLoopback: true,
        timeoutMs: 1500,
      }),
    );
    const took = Date.now() - started;
    expect(err.reason).toBe('timeout');
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(4000);
  });

  it('classifies addresses', () => {
    for (const a of [
      '8.8.8.8',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '2a00:1450:4001::1',
      '::ffff:8.8.8.8',
    ]) {
      expect(isBlockedAddress(a), a).toBe(false);
    }
    for (const a of [
      '127.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '100.127.255.255',
      '198.18.0.1',
      '::',
      '::1',
      '::127.0.0.1',
      'fc00::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '2002:7f00:1::1',
      '64:ff9b::a00:1',
      '64:ff9b:1::1',
      'fe80::1%eth0',
      'not-an-ip',
    ]) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
  });
});
