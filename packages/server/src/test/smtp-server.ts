import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback (DESIGN §6: test doubles are real local servers). */
export async function startSmtpServer() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : waiters.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Undoes quoted-printable soft breaks and escapes in the body so the test can read its links. The
 * headers are left as sent: a token in a List-Unsubscribe address may hold '=' before two hex digits.
 */
export const decodeQuotedPrintable = (raw: string) => {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const split = headerEnd === -1 ? raw.length : headerEnd;
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return raw.slice(0, split) + body;
};
