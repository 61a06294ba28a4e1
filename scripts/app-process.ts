import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './web-build.ts';

export type AppProcess = {
  child: ChildProcess;
  /** SIGTERM (the server finishes its requests), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * Runs a TypeScript entry point (the server's main.ts, or the bench baseline) in its own Node process,
 * on this same pinned Node, with its output appended to `logFile`.
 */
export function startNodeProcess(
  entry: string,
  options: { env: NodeJS.ProcessEnv; logFile: string },
): AppProcess {
  const logFd = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [path.resolve(repoRoot, entry)], {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  return {
    child,
    stop: async (graceMs = 12_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The server in production mode on loopback (the bench and the fault tests): `port`, its data under
 * `dataDir`, PGlite unless `databaseUrl`, plus `env` (raised limits and the like). With `processes` above
 * one (PostgreSQL only), `npm start`'s cluster of that many processes sharing the port.
 */
export function startProductionApp(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  logFile: string;
  env?: NodeJS.ProcessEnv;
  processes?: number;
}): AppProcess {
  const cluster = (options.processes ?? 1) > 1;
  return startNodeProcess(cluster ? 'scripts/start.ts' : 'packages/server/src/main.ts', {
    logFile: options.logFile,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(cluster ? { WEB_CONCURRENCY: String(options.processes) } : {}),
      ...options.env,
    },
  });
}

export const logTail = (file: string, lines = 40) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Polls `url` until it answers 200; fails early, with the log's tail, if the process exits. */
export async function waitForOk(
  url: string,
  app: AppProcess,
  options: { logFile: string; timeoutMs: number },
) {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    const { child } = app;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The process exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${logTail(options.logFile)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${url} did not answer 200 within ${options.timeoutMs / 1000} s:\n${logTail(options.logFile)}`,
  );
}

/** A port that nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on `port` of localhost right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });
}

/** Node 24 or later, which the project pins (DESIGN §5); the machine's older Node must not run it. */
export function assertProjectNode(command: string) {
  const major = Number.parseInt(process.versions.node.split('.')[0] ?? '0', 10);
  if (major < 24) {
    console.error(
      `Masthead needs Node 24 or later (this is ${process.version}). Run it with \`${command}\`.`,
    );
    process.exit(1);
  }
}
