/**
 * The fault tests' own PostgreSQL: a throwaway cluster made with initdb in a temporary directory,
 * listening on 127.0.0.1 only, on a port chosen free at run time. It is started and stopped through its
 * own data directory (pg_ctl -D), never by a process name, so no other server on the machine (the shared
 * one on 5432 included) is ever touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian and Ubuntu install PostgreSQL's programs, one folder per major version. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'masthead';
export const FAULT_DATABASE = 'masthead_faults';

const hasTools = (dir: string) =>
  fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));

/** PG_BIN if set, else the newest version under the Debian location, else initdb on the PATH. */
export function findPgBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!hasTools(fromEnv)) throw new Error(`PG_BIN=${fromEnv} has no initdb and pg_ctl.`);
    return fromEnv;
  }
  const versions = fs.existsSync(DEBIAN_PG_ROOT)
    ? fs
        .readdirSync(DEBIAN_PG_ROOT)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  for (const version of versions) {
    const dir = path.join(DEBIAN_PG_ROOT, version, 'bin');
    if (hasTools(dir)) return dir;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasTools(dir)) return dir;
  }
  throw new Error(
    'No initdb and pg_ctl found (looked in PG_BIN, the Debian PostgreSQL folders and the PATH). Set PG_BIN.',
  );
}

/**
 * initdb refuses to run as root: as root, the cluster belongs to PG_USER (default postgres) and its
 * programs run under that account's ids. Any other user runs them as itself.
 */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const name = process.env.PG_USER ?? 'postgres';
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
    const value = Number.parseInt(result.stdout.trim(), 10);
    if (result.status !== 0 || !Number.isSafeInteger(value)) {
      throw new Error(`Running as root: initdb needs another account; "${name}" is unknown (set PG_USER).`);
    }
    return value;
  };
  return { uid: id('-u'), gid: id('-g') };
}

export type Cluster = {
  url: string;
  port: number;
  logFile: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** A fast shutdown (open sessions are ended), waiting until the server is gone. */
  stop(): Promise<void>;
  /** Stops it at once if it runs, for the exit paths (Ctrl-C included); never throws. */
  destroy(): void;
};

/** Creates (initdb) and starts the cluster under `workDir`. */
export async function createCluster(workDir: string, port: number): Promise<Cluster> {
  const bin = findPgBin();
  const owner = clusterOwner();
  const root = path.join(workDir, 'pg');
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  fs.mkdirSync(root, { mode: 0o700 });
  if (owner) {
    // The other account must reach its folder inside this process's private temporary one.
    fs.chmodSync(workDir, 0o711);
    fs.chownSync(root, owner.uid, owner.gid);
  }

  const options = {
    cwd: root,
    env: { ...process.env, PGDATA: undefined, PGPORT: undefined, PGHOST: undefined },
    ...(owner ?? {}),
  };
  /** Blocking: for initdb, and for the exit paths where nothing else may run any more. */
  const run = (program: string, args: string[], timeoutMs = 120_000) => {
    const result = spawnSync(path.join(bin, program), args, {
      ...options,
      encoding: 'utf8',
      timeout: timeoutMs,
    });
    if (result.status !== 0) {
      throw new Error(
        `${program} ${args.join(' ')} failed (${result.status ?? result.signal ?? result.error?.message}):\n${result.stdout}${result.stderr}`,
      );
    }
    return result.stdout;
  };

  /** Not blocking: the writers keep writing while the server stops and starts. */
  const runAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(bin, program), args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${program} ${args.at(-1)} failed (${code}):\n${output}`)),
      );
    });

  run('initdb', [
    '-D',
    dataDir,
    '-U',
    SUPERUSER,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
    '--no-instructions',
  ]);
  // Loopback TCP only; the Unix socket lives in the cluster's own folder, not the shared one.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k '${root}' -c max_connections=100`;
  let running = false;
  const cluster: Cluster = {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${FAULT_DATABASE}`,
    port,
    logFile,
    async start() {
      running = true;
      await runAsync('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        serverOptions,
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async stop() {
      await runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      if (!running) return;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'], 40_000);
        running = false;
      } catch (error) {
        console.error((error as Error).message);
      }
    },
  };
  await cluster.start();
  return cluster;
}
