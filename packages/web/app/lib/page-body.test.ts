import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBody } from './page-body.server';

const premature = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('pageBody', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  afterEach(() => {
    process.off('uncaughtException', onUncaught);
    uncaught.length = 0;
  });

  it('survives a reader who leaves while the page streams, and stops the render', async () => {
    process.on('uncaughtException', onUncaught);
    const rendered = new PassThrough();
    const reader = createReadableStreamFromReadable(pageBody(rendered)).getReader();
    rendered.write('<html><body><p>first part</p>');
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('first part');
    // What the server does when the connection closes: the web stream is cancelled with the reason.
    await reader.cancel(premature());
    await turn();
    expect(uncaught).toEqual([]);
    // React's destination is closed, so React stops rendering the rest.
    expect(rendered.destroyed).toBe(true);
  });

  it('survives a reader who leaves after the page is all written but not all read', async () => {
    process.on('uncaughtException', onUncaught);
    const rendered = new PassThrough();
    const reader = createReadableStreamFromReadable(pageBody(rendered)).getReader();
    // More than the streams hold at once: most of the page waits in them when the reader leaves.
    rendered.end(`<html><body>${'<p>story</p>'.repeat(20_000)}</body></html>`);
    await turn();
    await reader.read();
    await reader.cancel(premature());
    await turn();
    expect(uncaught).toEqual([]);
  });

  it('reports a fault in the page stream, and not a cancellation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = new PassThrough();
    const reader = createReadableStreamFromReadable(pageBody(rendered)).getReader();
    rendered.write('<p>x</p>');
    await reader.read();
    rendered.destroy(new Error('render failed'));
    await turn();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('render failed');
    logged.mockRestore();
  });

  it('passes a whole page through', async () => {
    const rendered = new PassThrough();
    const text = new Response(createReadableStreamFromReadable(pageBody(rendered))).text();
    rendered.end('<html><body><p>咖啡</p></body></html>');
    expect(await text).toBe('<html><body><p>咖啡</p></body></html>');
  });
});
