import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the app sent it, decoded so a test can read it as a person would. */
export type CapturedMail = {
  /** Envelope recipients, lower-cased (what the SMTP server was asked to deliver to). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, in order. */
  links: string[];
  receivedAt: string;
};

/**
 * A real SMTP server on loopback that appends every message it receives, decoded, as one JSON line to
 * `mailboxFile`. The app under test sends to it exactly as it would send to a production relay.
 */
export async function startMailCapture(
  mailboxFile: string,
): Promise<{ url: string; close(): Promise<void> }> {
  fs.writeFileSync(mailboxFile, '');
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback: without STARTTLS the client sends in the clear instead of failing on a test certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const mail = decodeMessage(Buffer.concat(chunks).toString('latin1'));
          const record: CapturedMail = {
            ...mail,
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            receivedAt: new Date().toISOString(),
          };
          fs.appendFileSync(mailboxFile, `${JSON.stringify(record)}\n`);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string>; body: string };

/** Splits a raw (latin1) entity into unfolded, lower-cased headers and its body. */
function splitEntity(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string, name: string) =>
  new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i')
    .exec(header)
    ?.slice(1)
    .find((v) => v !== undefined);

const decodeCharset = (bytes: Uint8Array, charset = 'utf-8') => {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

const latin1Bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function quotedPrintableBytes(text: string): Uint8Array {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?B?…?=`), as non-ASCII subjects arrive. */
function decodeHeaderWords(value: string): string {
  // Raw 8-bit header bytes (SMTPUTF8) are UTF-8; encoded words are plain ASCII and pass through unchanged.
  return decodeCharset(latin1Bytes(value))
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Uint8Array.from(Buffer.from(text, 'base64'))
          : quotedPrintableBytes(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset);
    });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'base64')
    return decodeCharset(Uint8Array.from(Buffer.from(part.body.replace(/\s+/g, ''), 'base64')), charset);
  if (encoding === 'quoted-printable') return decodeCharset(quotedPrintableBytes(part.body), charset);
  return decodeCharset(latin1Bytes(part.body), charset);
}

/** Walks multipart entities and keeps the first text/plain and text/html bodies. */
function collectBodies(part: Part, found: { text?: string; html?: string }) {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(part.headers.get('content-type') ?? '', 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitEntity(section.replace(/^\n/, '')), found);
    }
    return;
  }
  if ((part.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')) return;
  if (type.startsWith('text/html')) found.html ??= decodeBody(part);
  else if (type.startsWith('text/plain')) found.text ??= decodeBody(part);
}

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const htmlToText = (html: string) =>
  decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/h\d>|<\/li>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .trim();

export function decodeMessage(raw: string): Omit<CapturedMail, 'to' | 'receivedAt'> {
  const entity = splitEntity(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(entity, found);
  const html = found.html ?? '';
  const text = found.text ?? htmlToText(html);
  const hrefs = [...html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((m) => decodeEntities(m[1] ?? ''));
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  const links = [...new Set([...hrefs, ...bare].filter((link) => /^https?:\/\//.test(link)))];
  return {
    from: decodeHeaderWords(entity.headers.get('from') ?? ''),
    subject: decodeHeaderWords(entity.headers.get('subject') ?? ''),
    text,
    html,
    links,
  };
}
