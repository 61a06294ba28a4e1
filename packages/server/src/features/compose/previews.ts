import { randomBytes } from 'node:crypto';
import {
  type ComposePreviewResult,
  type DraftPreviewPage,
  draftPreviewPath,
  type Flavour,
  PREVIEW_CODE_PATTERN,
  type UiLanguage,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { contents } from '../content/tables.ts';
import { type ComposeDeps, lockOwn } from './own-content.ts';

/** SPEC §2 shareable draft previews: a link with an unguessable code, until the writer revokes it. */

/** A preview code: 128 random bits, base64url (22 characters, PREVIEW_CODE_PATTERN). */
const newPreviewCode = () => randomBytes(16).toString('base64url');

/**
 * A shareable preview of the viewer's content: an unguessable code, the same one while it lives
 * (asking again returns it), so a link already shared keeps working until it is revoked.
 */
export async function createPreview(
  { db }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
  lang: UiLanguage,
): Promise<ComposePreviewResult> {
  const code = await transactionWithRetry(db, async (tx) => {
    const own = await lockOwn(tx, viewerId, cgroupId);
    if (own.previewCode) return own.previewCode;
    const fresh = newPreviewCode();
    await tx.update(contents).set({ previewCode: fresh }).where(eq(contents.id, own.id));
    return fresh;
  });
  return { cgroupId, code, url: draftPreviewPath(code, lang) };
}

/** Ends the preview link: whoever holds it gets 'does not exist or has been deleted'. */
export async function revokePreview(
  { db }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<{ cgroupId: number }> {
  await transactionWithRetry(db, async (tx) => {
    const own = await lockOwn(tx, viewerId, cgroupId);
    if (own.previewCode) await tx.update(contents).set({ previewCode: null }).where(eq(contents.id, own.id));
  });
  return { cgroupId };
}

/** SPEC §2 /draft_preview.html?code=: the content as its page shows it, to anyone with the live code. */
export async function draftPreview(
  { db, content }: ComposeDeps,
  code: string,
  options: { viewerId: number | null; flavour?: Flavour | undefined },
): Promise<DraftPreviewPage | null> {
  if (!PREVIEW_CODE_PATTERN.test(code)) return null;
  // contents_preview_code_key finds it.
  const [row] = await db
    .select({ id: contents.id, status: contents.status })
    .from(contents)
    .where(and(eq(contents.previewCode, code), isNull(contents.deletedAt)))
    .limit(1);
  if (!row) return null;
  const page = await content.contentPage(row.id, { ...options, includeDrafts: true });
  return page ? { ...page, status: row.status } : null;
}
