import { Transform } from 'node:stream';

/**
 * Joins what is written within one turn of the event loop into one chunk. React writes a rendered page
 * in 2 KB pieces, and every piece went on through the page's stream, compression and the socket one by
 * one: Brotli alone spent twice the CPU on a 50 KB page in 2 KB pieces as in 16 KB ones. Nothing waits
 * longer than the current turn, so a page still streams as soon as its parts are rendered.
 */
export function tickBatches() {
  let pending: Buffer[] = [];
  let scheduled: ReturnType<typeof setImmediate> | null = null;
  const release = (stream: Transform) => {
    scheduled = null;
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(batch);
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      scheduled ??= setImmediate(() => release(this));
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      release(this);
      callback();
    },
  });
}
