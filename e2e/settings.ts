/**
 * Where the app under test listens. The config is loaded by the runner and again by every worker; the
 * global setup runs in between and may move E2E_PORT to a free port (when 3210 is taken and E2E_PORT
 * was not given), and the workers, started after it with its environment, read the port it chose.
 */
export const DEFAULT_APP_PORT = 3210;
export const appPort = Number.parseInt(process.env.E2E_PORT ?? String(DEFAULT_APP_PORT), 10);
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
