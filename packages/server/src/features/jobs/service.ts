import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { jobs } from './tables.ts';

export type JobPayload = Record<string, unknown>;
export type JobHandler = (
  payload: JobPayload,
  job: { id: number; attempts: number },
) => Promise<JobPayload | undefined>;

/** The first retry waits a minute, then each doubles (capped at a day). */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 24 * 60 * 60_000;
/** A claimed job is left alone this long; a process that dies mid-job gives it back after it. */
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 5;
const POLL_INTERVAL_MS = 5000;

export const jobRetryDelayMs = (attempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

/**
 * DESIGN §5's durable work beside the mail outbox: features define a handler per kind and enqueue jobs
 * (in their own transaction when they like); every process runs a worker that claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and a lease, runs them, and retries failures with backoff. Works the same on
 * PGlite and PostgreSQL; survives restarts because the queue is the table.
 */
export function createJobQueue({ db, clock }: ServiceDeps) {
  const handlers = new Map<string, JobHandler>();
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  function define(kind: string, handler: JobHandler) {
    handlers.set(kind, handler);
  }

  /** Adds a job; with a key, only the first job of that key is ever added (answers whether this one was). */
  async function enqueue(
    tx: DbOrTx,
    kind: string,
    payload: JobPayload,
    options: { key?: string; runAt?: Date; maxAttempts?: number } = {},
  ): Promise<boolean> {
    const rows = await tx
      .insert(jobs)
      .values({
        kind,
        key: options.key ?? null,
        payload,
        runAt: options.runAt ?? clock(),
        maxAttempts: options.maxAttempts ?? 5,
        createdAt: clock(),
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Takes due jobs of known kinds out of other workers' reach, in one transaction. */
  const claimDue = (now: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'pending'),
            lte(jobs.runAt, now),
            inArray(jobs.kind, [...handlers.keys()]),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const job of due)
        await tx
          .update(jobs)
          .set({
            lockedBy: workerId,
            lockedUntil: new Date(now.getTime() + LEASE_MS),
            attempts: job.attempts + 1,
            startedAt: now,
          })
          .where(eq(jobs.id, job.id));
      return due.map((job) => ({ ...job, attempts: job.attempts + 1 }));
    });

  /** Runs what is due now; answers how many jobs it ran (tests call it, the worker loops on it). */
  async function runDue(): Promise<number> {
    if (handlers.size === 0) return 0;
    const due = await claimDue(clock());
    for (const job of due) {
      const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));
      try {
        const result = await handlers.get(job.kind)!(job.payload, { id: job.id, attempts: job.attempts });
        await db
          .update(jobs)
          .set({
            status: 'done',
            result: result ?? null,
            finishedAt: clock(),
            lockedBy: null,
            lockedUntil: null,
            lastError: null,
          })
          .where(mine);
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const last = job.attempts >= job.maxAttempts;
        await db
          .update(jobs)
          .set({
            status: last ? 'failed' : 'pending',
            runAt: new Date(clock().getTime() + jobRetryDelayMs(job.attempts)),
            lockedBy: null,
            lockedUntil: null,
            lastError: message,
            ...(last ? { finishedAt: clock() } : {}),
          })
          .where(mine);
        console.warn(`[jobs] ${job.kind} #${job.id} failed (attempt ${job.attempts}): ${message}`);
      }
    }
    return due.length;
  }

  /** The newest job of a kind (the admin's 'last run'). */
  async function latest(kind: string, status?: 'done' | 'pending' | 'failed') {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), status ? eq(jobs.status, status) : undefined))
      .orderBy(desc(jobs.id))
      .limit(1);
    return row ?? null;
  }

  let timer: NodeJS.Timeout | null = null;
  let running = false;
  function start(intervalMs = POLL_INTERVAL_MS) {
    if (timer) return;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runDue()
        .catch((error: unknown) =>
          console.warn('[jobs] run failed:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  }
  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return { define, enqueue, runDue, latest, start, stop, workerId };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
