/**
 * Lighthouse on a phone (issue 12): the story, home and topic pages of a running app, as a guest, in
 * Lighthouse's default mobile mode (an emulated mid-range phone, simulated slow 4G and a 4× slower CPU),
 * on Debian's Chromium (CHROME_PATH). Prints each page's performance score with LCP, TBT, CLS, FCP and
 * Speed Index, and fails (exit code 1) when a score is under LIGHTHOUSE_MIN_SCORE (98).
 *
 *   npm start (NODE_ENV=production), then: npm run bench:lighthouse -- http://localhost:3000
 *
 * Each page is measured LIGHTHOUSE_RUNS times (3) and the median score kept: one run moves by a few
 * points with whatever else the machine does.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:lighthouse measures an app on this machine only (http://localhost:PORT)');
}
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 98);
const runs = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 3)));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The home page, and the first story and topic it links to, as a reader would arrive at them. */
async function pagesToMeasure(): Promise<{ name: string; path: string }[]> {
  const home = await (await fetch(`${base}/`)).text();
  const story = /href="(\/(?:[\w-]+\/)?(?:story|post|article|list|event)\/\d+\/[^"]+\.html)"/.exec(home)?.[1];
  const topic = /href="(\/blogs\/[^"]+)"/.exec(home)?.[1];
  if (!story || !topic) throw new Error('the home page links no story or no topic: is the demo data there?');
  return [
    { name: 'story', path: story },
    { name: 'home', path: '/' },
    { name: 'topic', path: topic },
  ];
}

type Measure = { score: number; lcp: number; tbt: number; cls: number; fcp: number; si: number };

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORT_DIR keeps each run's whole report (what the LCP element was, which requests…).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
  };
}

const median = (measures: Measure[]) =>
  [...measures].sort((a, b) => a.score - b.score)[Math.floor(measures.length / 2)] as Measure;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
let failed = false;
try {
  console.log(`Lighthouse, mobile, median of ${runs} run(s), ${base}\n`);
  console.log('| page | score | LCP | TBT | CLS | FCP | Speed Index |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of await pagesToMeasure()) {
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++) measures.push(await measure(`${base}${page.path}`, chrome.port));
    const m = median(measures);
    if (m.score < minScore) failed = true;
    console.log(
      `| ${page.name} | ${m.score} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${seconds(m.fcp)} | ${seconds(m.si)} |`,
    );
  }
} finally {
  chrome.kill();
}
if (failed) {
  console.error(`\nA page scored under ${minScore}.`);
  process.exitCode = 1;
}
