/**
 * The fault tests' writers: signed-in people posting comments in a loop until a deadline, each answer
 * counted under the phase of the run it started and ended in (a request that spans a change of phase is
 * counted as "transition"). Every acknowledged comment (a 2xx with its id) is kept, to be looked for in
 * the database afterwards.
 */
import pg from 'pg';
import { sessionCookie } from '../sessions.ts';

export type Phase =
  | 'before faults'
  | 'app killed'
  | 'app back'
  | 'PostgreSQL stopping'
  | 'PostgreSQL down'
  | 'PostgreSQL starting'
  | 'PostgreSQL back';
export const NO_ANSWER = 'no answer';

export type Acked = { commentId: number; cgroupId: number };

export class WriteLog {
  phase: Phase = 'before faults';
  readonly counts = new Map<string, Map<string, number>>();
  readonly acked: Acked[] = [];
  /** When each phase began, and when each write was acknowledged (performance.now(), in order). */
  readonly phaseStarted = new Map<Phase, number>();
  readonly ackTimes: number[] = [];

  enter(phase: Phase) {
    this.phase = phase;
    this.phaseStarted.set(phase, performance.now());
  }

  record(started: Phase, outcome: string, ackedAt?: number) {
    const phase = started === this.phase ? started : 'transition';
    const counts = this.counts.get(phase) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    this.counts.set(phase, counts);
    if (ackedAt !== undefined) this.ackTimes.push(ackedAt);
  }

  /** The first acknowledgement at or after `time`, or null. */
  firstAckAfter(time: number): number | null {
    return this.ackTimes.find((at) => at >= time) ?? null;
  }

  total(outcome: (key: string) => boolean): number {
    let sum = 0;
    for (const counts of this.counts.values()) {
      for (const [key, n] of counts) if (outcome(key)) sum += n;
    }
    return sum;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One writer per session, each on its own story (round robin), until `deadline`; after an answer that
 * is not a 2xx it waits `pauseMs`, as a client honouring a refusal would, so the loop never spins.
 */
export async function runWriters(input: {
  appUrl: string;
  sessions: string[];
  storyIds: number[];
  deadline: number;
  log: WriteLog;
  /** Ends the writing early (the run failed). */
  signal: AbortSignal;
  pauseMs?: number;
}): Promise<void> {
  const { appUrl, sessions, storyIds, deadline, log, signal } = input;
  const pauseMs = input.pauseMs ?? 200;
  const writer = async (index: number) => {
    const cookie = sessionCookie(sessions[index]!);
    const cgroupId = storyIds[index % storyIds.length]!;
    for (let n = 0; performance.now() < deadline && !signal.aborted; n++) {
      const started = log.phase;
      let outcome: string;
      let acked: number | undefined;
      try {
        const response = await fetch(`${appUrl}/api2/comment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: appUrl, cookie },
          body: JSON.stringify({ cgroupId, body: `<p>Fault test: writer ${index}, comment ${n}.</p>` }),
          signal: AbortSignal.timeout(15_000),
        });
        outcome = String(response.status);
        const text = await response.text();
        if (response.ok) {
          const id = (JSON.parse(text) as { data?: { commentId?: unknown } }).data?.commentId;
          if (typeof id === 'number') {
            log.acked.push({ commentId: id, cgroupId });
            acked = performance.now();
          } else outcome = `${outcome} without a comment id`;
        }
      } catch {
        outcome = NO_ANSWER;
      }
      log.record(started, outcome, acked);
      if (acked === undefined) await sleep(pauseMs);
    }
  };
  await Promise.all(sessions.map((_, index) => writer(index)));
}

/** Acknowledged comments missing from the database, and stories whose comment_count ≠ their rows. */
export async function checkWrites(databaseUrl: string, acked: Acked[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = acked.map((write) => write.commentId);
    const found = await client.query<{ id: string }>(
      'select id::text from comments where id = any($1::bigint[]) and deleted_at is null',
      [ids],
    );
    const present = new Set(found.rows.map((row) => Number(row.id)));
    const lost = ids.filter((id) => !present.has(id));
    const stories = [...new Set(acked.map((write) => write.cgroupId))];
    const counters = await client.query<{ id: string; counted: number; rows: string }>(
      `select c.id::text, c.comment_count as counted,
         (select count(*) from comments m where m.content_id = c.id and m.deleted_at is null)::text as rows
       from contents c where c.id = any($1::bigint[]) order by c.id`,
      [stories],
    );
    const wrong = counters.rows
      .filter((row) => row.counted !== Number(row.rows))
      .map((row) => `story ${row.id}: comment_count ${row.counted}, rows ${row.rows}`);
    // Rows the writers made, acknowledged or not (a request cut off by a fault may still have committed).
    const written = await client.query<{ n: string }>(
      `select count(*)::text as n from comments where body like '<p>Fault test: writer %'`,
    );
    return {
      lost,
      storiesChecked: counters.rows.length,
      wrong,
      writtenRows: Number(written.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}
