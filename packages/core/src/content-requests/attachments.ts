import { UPLOAD_LIMITS } from '../images/rules.ts';

/**
 * Files a requester attaches to a brief (issue 20): references, style guides, pictures. What a file is
 * comes from its first bytes, never from the name or type the browser gave it; a file that is none of
 * these kinds is refused. They are served to the request's parties alone, as downloads.
 */

export const ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'txt'] as const;
export type ContentRequestAttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Files one brief may carry, and the size of each (the same as any upload). */
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENT_MAX_BYTES = UPLOAD_LIMITS.maxFileBytes;

/** The multipart field that carries the file. */
export const ATTACHMENT_FILE_FIELD = 'file';

/** The media type each kind is served with. */
export const ATTACHMENT_MEDIA_TYPES: Record<ContentRequestAttachmentKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** What a file chooser offers (a hint for the person; the server decides by the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.txt,.md';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** A Word document is a zip whose parts include word/document.xml. */
function isWordDocument(bytes: Uint8Array) {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 65_536)));
  return head.includes('[Content_Types].xml') || head.includes('word/');
}

/** Plain text: valid UTF-8 without NUL bytes, named as text. */
function isPlainText(bytes: Uint8Array, fileName: string) {
  if (!/\.(txt|md)$/i.test(fileName) || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The kind of an attached file by its bytes, or null when it is not one a brief may carry. */
export function attachmentKindOf(bytes: Uint8Array, fileName: string): ContentRequestAttachmentKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isWordDocument(bytes)) return /\.docx$/i.test(fileName) ? 'docx' : null;
  return isPlainText(bytes, fileName) ? 'txt' : null;
}

/** A file offered for download keeps its name, reduced to what every file system accepts. */
export function downloadNameOf(fileName: string): string {
  const cleaned = fileName.replace(/[\p{Cc}\p{Cf}"\\/:*?<>|]/gu, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'attachment' : cleaned;
}

/** One attached file as a request's answer lists it. */
export type ContentRequestAttachmentView = {
  id: number;
  fileName: string;
  kind: ContentRequestAttachmentKind;
  bytes: number;
  /** The download address (the parties' alone). */
  url: string;
  at: string;
};

export const attachmentPath = (attachmentId: number) => `/api2/content-request/attachment?id=${attachmentId}`;
