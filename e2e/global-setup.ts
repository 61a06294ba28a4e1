import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOidcServer } from '@masthead/server/test/oidc-server';
import type { FullConfig } from '@playwright/test';
import {
  assertProjectNode,
  freePort,
  isPortFree,
  startNodeProcess,
  waitForOk,
} from '../scripts/app-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { startMailCapture } from './mail-capture.ts';
import { chromePath, firstAppPort } from './settings.ts';

/** A fresh PGlite database migrates and seeds on first start; give it time on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;
const resultsDir = path.join(import.meta.dirname, 'test-results');

type RunningApp = { index: number; stop(): Promise<void> };

/**
 * Starts, for each Playwright worker, a real SMTP server that captures mail and the built app on a fresh
 * database, and returns the teardown that stops them all. Worker n finds its app on E2E_PORT_n and its
 * mail through E2E_MAILBOX_n (settings.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  assertProjectNode('npm run test:e2e');
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium is not at ${chromePath}: install Debian's chromium package or set CHROME_PATH.`,
    );
  }
  ensureWebBuild();
  const ports = await choosePorts(config.workers);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-e2e-'));
  const started = await Promise.allSettled(ports.map((port, index) => startApp(workDir, index, port)));
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

  const teardown = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  return teardown;
}

/**
 * The ports the apps listen on: E2E_PORT and the next ones when E2E_PORT is given, else ports the system
 * says are free (fixed ports would collide with another run on the same machine).
 */
async function choosePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (!process.env.E2E_PORT) {
      ports.push(await freePort());
      continue;
    }
    const wanted = firstAppPort + index;
    if (!(await isPortFree(wanted)))
      throw new Error(`Port ${wanted} (from E2E_PORT) is taken: choose another.`);
    ports.push(wanted);
  }
  ports.forEach((port, index) => {
    process.env[`E2E_PORT_${index}`] = String(port);
  });
  return ports;
}

async function startApp(workDir: string, index: number, port: number): Promise<RunningApp> {
  const baseURL = `http://localhost:${port}`;
  const appDir = path.join(workDir, `app-${index}`);
  fs.mkdirSync(appDir);
  const mailbox = path.join(appDir, 'mail.jsonl');
  const logFile = path.join(appDir, 'server.log');
  const mail = await startMailCapture(mailbox);
  process.env[`E2E_MAILBOX_${index}`] = mailbox;
  // A real OpenID Connect provider on loopback, configured as every linked-account provider.
  const oidc = await startOidcServer({ appUrl: baseURL });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: 'localhost',
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(appDir, 'data'),
    SMTP_URL: mail.url,
    // Journeys create many accounts from 127.0.0.1: the limits stay on, only set higher.
    RATE_SIGNUP_PER_DAY: '1000',
    RATE_SIGNUP_PER_30_MIN: '1000',
    RATE_LOGIN_PER_MINUTE: '1000',
    RATE_LOGIN_PER_HOUR: '1000',
    // scrypt at the production cost (N = 2^15) spends most of a second of CPU per sign-up and sign-in on
    // a busy two-core machine, and journeys do hundreds of them; the server tests use the same low cost.
    // Hashing, checking and the stored format are the same code at any cost.
    PASSWORD_HASH_COST: '1024',
    // The blog journey's feed server runs on loopback (never allowed in production).
    OUTBOUND_ALLOW_LOOPBACK: '1',
    // Journeys test features on a machine that runs other work too: no shedding on event-loop lag.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...oidc.env(),
  };
  // Always a fresh embedded database, never a developer's server.
  delete env.DATABASE_URL;
  const app = startNodeProcess('packages/server/src/main.ts', { env, logFile });

  const stop = async () => {
    await app.stop();
    await mail.close();
    await oidc.close();
    // Keep the server's log and the captured mail beside the test results for whoever reads a failure.
    fs.mkdirSync(resultsDir, { recursive: true });
    for (const file of [logFile, mailbox]) {
      if (fs.existsSync(file))
        fs.copyFileSync(file, path.join(resultsDir, `app-${index}-${path.basename(file)}`));
    }
  };

  try {
    await waitForOk(`${baseURL}/api2/health`, app, { logFile, timeoutMs: START_TIMEOUT_MS });
  } catch (error) {
    await stop();
    throw error;
  }
  return { index, stop };
}
