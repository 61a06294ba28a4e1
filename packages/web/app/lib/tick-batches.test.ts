import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tickBatches } from './tick-batches.server';

describe('tickBatches', () => {
  it('sends what is written in one turn as one chunk, and later writes in their own', async () => {
    const stream = tickBatches();
    const received: string[] = [];
    stream.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    for (const piece of ['<html>', '<head>', '</head>']) stream.write(piece);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('<body>');
    stream.end('</body></html>');
    await ended;
    expect(received).toEqual(['<html><head></head>', '<body></body></html>']);
  });

  it('keeps every byte of a long page, in order', async () => {
    const pieces = Array.from({ length: 500 }, (_, i) => Buffer.from(`<p>${i} 咖啡</p>`));
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(tickBatches())) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.concat(pieces))).toBe(true);
    expect(chunks.length).toBeLessThan(pieces.length);
  });
});
