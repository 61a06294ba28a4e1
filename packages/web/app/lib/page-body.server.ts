import { pipeline, type Readable } from 'node:stream';
import { bootAfterPaint } from './boot-after-paint.server';
import { tickBatches } from './tick-batches.server';

/**
 * The body of a rendered page: React's output joined per turn of the event loop (tick-batches) and
 * rewritten to boot after the first paint (boot-after-paint). A reader who leaves mid-page cancels the
 * body, and @react-router/node then destroys it with the reason after taking its own error listener
 * away: that reason was thrown as an unhandled 'error' event and stopped the process. pipeline listens
 * while the page is written, and stops the render too (React aborts when its destination closes).
 */
export function pageBody(rendered: Readable): Readable {
  const body = pipeline(rendered, tickBatches(), bootAfterPaint(), (error) => {
    if (error && !isCancellation(error)) console.error(error);
  });
  // pipeline is done once the page is all written, which can be before it is all read: a reader who
  // leaves then still cancels the body, and the reason must find a listener.
  body.on('error', () => {});
  return body;
}

/** A page stream ended by its reader (a closed connection), not by a fault. */
function isCancellation(error: NodeJS.ErrnoException) {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError';
}
