import pg from 'pg';

/**
 * Messages between the processes of one site, over PostgreSQL's LISTEN/NOTIFY (issue 12: several
 * processes on one database). Each subscription holds one connection of its own, outside the pool,
 * since a listening connection cannot be handed to queries.
 */
export type Broadcast = {
  /** Sends to every process listening, this one included. */
  publish(payload: string): Promise<void>;
  /**
   * Calls `onMessage` for each message. While the connection is lost messages may be missed: `onGap` is
   * called once it is listening again, so that a listener can drop what it may have missed. Never
   * fails: a database that is not there is listened to once it is.
   */
  subscribe(onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
};

const RECONNECT_MS = 1000;

export function postgresBroadcast(url: string, publishWith: pg.Pool, channel: string): Broadcast {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return {
    async publish(payload) {
      await publishWith.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(onMessage, onGap) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (afterGap: boolean) => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
        });
        // A lost connection (PostgreSQL restarted) is listened again after a second, for as long as it takes.
        const lost = () => {
          if (stopped || client !== next) return;
          client = null;
          next.removeAllListeners('end');
          retry = setTimeout(() => void connect(true).catch(() => undefined), RECONNECT_MS);
        };
        next.on('error', lost);
        next.on('end', lost);
        client = next;
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
        } catch {
          // Not there yet (the database starts after the app, or restarts): listened when it is back.
          lost();
          return;
        }
        if (afterGap) onGap();
      };
      await connect(false);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const open = client;
        client = null;
        await open?.end().catch(() => undefined);
      };
    },
  };
}
