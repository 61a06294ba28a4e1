/**
 * Page weight: for each page, the bytes a first visit downloads (HTML, the JavaScript the page preloads
 * and runs, its CSS) as they cross the wire to a browser that accepts Brotli and gzip, and the same
 * JavaScript gzipped at level 9 (the figure budgets are set in), measured against a running app. Prints
 * a markdown table.
 *
 *   npm run bench:weight -w @masthead/bench -- http://localhost:3000 [login password]
 *
 * With a login, pages behind sign-in (the editor, My Posts) are measured signed in.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const [baseArg, login, password] = process.argv.slice(2);
const base = (baseArg ?? 'http://localhost:3000').replace(/\/$/, '');
if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('page-weight measures an app on this machine only (http://localhost:PORT)');
}

let cookie = '';
if (login && password) {
  const response = await fetch(`${base}/api/auth/login/p.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** One GET as a browser makes it: the bytes on the wire and the decoded body. */
const get = (path: string) =>
  new Promise<{ status: number; wire: number; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (cookie) headers.cookie = cookie;
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, wire: raw.length, body });
        });
      })
      .on('error', reject);
  });

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first story of each kind the home page links to stands for its page type. */
async function samplePaths(): Promise<string[]> {
  const home = (await get('/')).body.toString('utf8');
  const story = /href="(\/(?:story|post|list|article|event)\/\d+\/[^"]+\.html)"/.exec(home)?.[1];
  const topic = /href="(\/blogs\/[^"]+)"/.exec(home)?.[1];
  const paths = ['/', '/explore.html', '/search.html?q=tea'];
  if (story) paths.push(story);
  if (topic) paths.push(topic);
  paths.push('/quizzes.html', '/submit_blog.html');
  if (cookie) paths.push('/write.html?type=9', '/my_posts.html');
  return paths;
}

const assetCache = new Map<string, { wire: number; gzip: number }>();
async function assetWeight(path: string): Promise<{ wire: number; gzip: number }> {
  const cached = assetCache.get(path);
  if (cached) return cached;
  const { status, wire, body } = await get(path);
  const weight = status === 200 ? { wire, gzip: gz(body) } : { wire: 0, gzip: 0 };
  assetCache.set(path, weight);
  return weight;
}

const rows: string[] = [];
for (const path of await samplePaths()) {
  const { status, wire, body } = await get(path);
  const html = body.toString('utf8');
  const scripts = new Set(
    [
      ...html.matchAll(
        /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+)"\)/g,
      ),
    ]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      .filter((src) => src.startsWith('/')),
  );
  const styles = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"#]+)/g)].map((match) => match[1] ?? ''),
  );
  const js = { wire: 0, gzip: 0 };
  for (const src of scripts) {
    const weight = await assetWeight(src);
    js.wire += weight.wire;
    js.gzip += weight.gzip;
  }
  let css = 0;
  for (const href of styles) css += (await assetWeight(href)).wire;
  rows.push(
    `| ${path} | ${status} | ${kb(wire)} | ${kb(js.wire)} (${scripts.size} files) | ${kb(css)} | ${kb(js.gzip)} |`,
  );
}

console.log(
  `Page weight at ${base}${cookie ? ` (signed in as ${login})` : ' (guest)'}, KiB on the wire (Brotli or gzip as served)`,
);
console.log('');
console.log('| page | status | HTML | JavaScript | CSS | JavaScript, gzip -9 |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
