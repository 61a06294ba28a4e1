import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOidcServer } from '@masthead/server/test/oidc-server';
import {
  assertProjectNode,
  freePort,
  isPortFree,
  startNodeProcess,
  waitForOk,
} from '../scripts/app-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { startMailCapture } from './mail-capture.ts';
import { appPort, chromePath } from './settings.ts';

/** A fresh PGlite database migrates and seeds on first start; give it time on a busy two-core machine. */
const START_TIMEOUT_MS = 120_000;
const resultsDir = path.join(import.meta.dirname, 'test-results');

/**
 * Starts a real SMTP server that captures mail and the built app on a fresh database, and returns the
 * teardown that stops both. Workers find the captured mail through E2E_MAILBOX.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertProjectNode('npm run test:e2e');
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium is not at ${chromePath}: install Debian's chromium package or set CHROME_PATH.`,
    );
  }
  ensureWebBuild();
  let port = appPort;
  if (!(await isPortFree(port))) {
    if (process.env.E2E_PORT) throw new Error(`Port ${port} (E2E_PORT) is taken: choose another.`);
    port = await freePort();
    console.log(`Port ${appPort} is taken (another run?): the app under test uses ${port}.`);
  }
  process.env.E2E_PORT = String(port);
  const baseURL = `http://localhost:${port}`;

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-e2e-'));
  const mailbox = path.join(workDir, 'mail.jsonl');
  const logFile = path.join(workDir, 'server.log');
  const mail = await startMailCapture(mailbox);
  process.env.E2E_MAILBOX = mailbox;
  // A real OpenID Connect provider on loopback, configured as every linked-account provider.
  const oidc = await startOidcServer({ appUrl: baseURL });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: 'localhost',
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(workDir, 'data'),
    SMTP_URL: mail.url,
    // Journeys create many accounts from 127.0.0.1: the limits stay on, only set higher.
    RATE_SIGNUP_PER_DAY: '1000',
    RATE_SIGNUP_PER_30_MIN: '1000',
    RATE_LOGIN_PER_MINUTE: '1000',
    RATE_LOGIN_PER_HOUR: '1000',
    // The blog journey's feed server runs on loopback (never allowed in production).
    OUTBOUND_ALLOW_LOOPBACK: '1',
    ...oidc.env(),
  };
  // Always a fresh embedded database, never a developer's server.
  delete env.DATABASE_URL;
  const app = startNodeProcess('packages/server/src/main.ts', { env, logFile });

  const teardown = async () => {
    await app.stop();
    await mail.close();
    await oidc.close();
    // Keep the server's log and the captured mail beside the test results for whoever reads a failure.
    fs.mkdirSync(resultsDir, { recursive: true });
    for (const file of [logFile, mailbox]) {
      if (fs.existsSync(file)) fs.copyFileSync(file, path.join(resultsDir, path.basename(file)));
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForOk(`${baseURL}/api2/health`, app, { logFile, timeoutMs: START_TIMEOUT_MS });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
