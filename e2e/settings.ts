/**
 * Where the app under test listens. Each Playwright worker has an app of its own (its own database and
 * mailbox), so journeys in different workers never see each other's data: worker n (TEST_PARALLEL_INDEX)
 * talks to the app on E2E_PORT_n. The config is loaded by the runner and again by every worker; the
 * global setup runs in between and chooses the ports (E2E_PORT and the next ones when it is given, else
 * free ones), and the workers, started after it with its environment, read them.
 */
export const DEFAULT_APP_PORT = 3210;
export const appIndex = Number.parseInt(process.env.TEST_PARALLEL_INDEX ?? '0', 10);
export const firstAppPort = Number.parseInt(process.env.E2E_PORT ?? String(DEFAULT_APP_PORT), 10);
export const appPort = Number.parseInt(
  process.env[`E2E_PORT_${appIndex}`] ?? String(firstAppPort + appIndex),
  10,
);
export const baseURL = `http://localhost:${appPort}`;
/** The file this worker's captured mail is appended to (set by the global setup). */
export const mailboxVariable = `E2E_MAILBOX_${appIndex}`;

/**
 * Workers, and so apps: two on a two-core machine (a browser and an app each keep a core busy only part
 * of the time); E2E_WORKERS overrides.
 */
export const workerCount = Number.parseInt(process.env.E2E_WORKERS ?? '2', 10);

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
