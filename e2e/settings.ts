/**
 * Where the app under test listens, shared by the config (loaded by the runner and by every worker) and
 * the global setup. A fixed port, so that every process computes the same address.
 */
export const appPort = Number.parseInt(process.env.E2E_PORT ?? '3210', 10);
export const baseURL = `http://localhost:${appPort}`;

/** Debian's Chromium: Playwright's own browser download does not work on these machines. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Without the networking switches Chromium keeps calling home, and a closed network refuses it. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
