import {
  EDIT_REVISION_COALESCE_MS,
  type ProfileRef,
  REVISION_FIELDS,
  REVISIONS_LIST_MAX,
  type RevisionDetail,
  type RevisionField,
  type RevisionKind,
  type RevisionSummary,
} from '@masthead/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { contentRevisions } from '../magazines/tables.ts';

/**
 * A content's history: each editorial move keeps the content as it stood after it (a copy of its
 * title, summary, body, type part and cover), so anyone who may see the history can read what each
 * step changed and bring an earlier one back.
 */

/** Copies the content as it now stands into a new revision. */
export async function recordRevision(
  tx: Tx,
  entry: { contentId: number; editorId: number; kind: RevisionKind; note?: string; at: Date },
) {
  await tx.execute(sql`
    insert into ${contentRevisions}
      (content_id, editor_id, kind, title, description, body, extra, photo_path, note, created_at)
    select id, ${entry.editorId}::bigint, ${entry.kind}::text, title, description, body, extra, photo_path,
      ${entry.note ?? ''}::text, ${entry.at.toISOString()}::timestamptz
    from contents where id = ${entry.contentId}::bigint`);
}

/**
 * An editor's save of a member's submission: a new 'edited' revision, or, when their own 'edited'
 * revision is the latest and younger than EDIT_REVISION_COALESCE_MS, that one brought up to date (so
 * autosave does not flood the history). Answers whether a new revision was made.
 */
export async function recordEdit(tx: Tx, entry: { contentId: number; editorId: number; at: Date }) {
  const [latest] = await tx
    .select({
      id: contentRevisions.id,
      kind: contentRevisions.kind,
      editorId: contentRevisions.editorId,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.contentId, entry.contentId))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(1);
  const recent =
    latest?.kind === 'edited' &&
    latest.editorId === entry.editorId &&
    entry.at.getTime() - latest.createdAt.getTime() < EDIT_REVISION_COALESCE_MS;
  if (!recent) {
    await recordRevision(tx, { ...entry, kind: 'edited' });
    return true;
  }
  await tx.execute(sql`
    update ${contentRevisions} as r
    set title = c.title, description = c.description, body = c.body, extra = c.extra,
      photo_path = c.photo_path, created_at = ${entry.at.toISOString()}::timestamptz
    from contents as c
    where r.id = ${latest.id}::bigint and c.id = ${entry.contentId}::bigint`);
  return false;
}

const editor = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
  userType: users.userType,
};

const revisionColumns = {
  revisionId: contentRevisions.id,
  kind: contentRevisions.kind,
  createdAt: contentRevisions.createdAt,
  note: contentRevisions.note,
  title: contentRevisions.title,
  description: contentRevisions.description,
  body: contentRevisions.body,
  extra: contentRevisions.extra,
  photoPath: contentRevisions.photoPath,
  editor,
};

type RevisionRow = {
  revisionId: number;
  kind: RevisionKind;
  createdAt: Date;
  note: string;
  title: string;
  description: string;
  body: string;
  extra: Record<string, unknown>;
  photoPath: string | null;
  editor: ProfileRef | null;
};

const fieldValue = (row: RevisionRow, field: RevisionField) =>
  field === 'extra' ? JSON.stringify(row.extra) : field === 'photo' ? row.photoPath : row[field];

/** The fields that differ from the revision before (none for the first: there is nothing to compare). */
const changedFrom = (row: RevisionRow, before: RevisionRow | undefined): RevisionField[] =>
  before ? REVISION_FIELDS.filter((field) => fieldValue(row, field) !== fieldValue(before, field)) : [];

/** How the reader sees who made a revision (a hidden secretAdmin shows as the magazine: hidden-members.ts). */
export type EditorOf = (editor: ProfileRef | null) => ProfileRef | null;

/** The presenter: what of a revision a history shows. */
const summaryOf = (
  row: RevisionRow,
  before: RevisionRow | undefined,
  editorOf: EditorOf,
): RevisionSummary => ({
  revisionId: row.revisionId,
  kind: row.kind,
  editor: editorOf(row.editor?.userId ? row.editor : null),
  createdAt: row.createdAt.toISOString(),
  note: row.note,
  changed: changedFrom(row, before),
});

/** A content's revisions, newest first (content_revisions_content_idx); `before`: older than that one. */
const historyOf = (db: DbOrTx, contentId: number, before?: number) =>
  db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.editorId))
    .where(
      and(
        eq(contentRevisions.contentId, contentId),
        before === undefined
          ? undefined
          : sql`(${contentRevisions.createdAt}, ${contentRevisions.id}) < (
              select created_at, id from content_revisions where id = ${before}::bigint)`,
      ),
    )
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id));

/** A content's history, newest first (content_revisions_content_idx), each with what it changed. */
export async function listRevisions(
  db: DbOrTx,
  contentId: number,
  editorOf: EditorOf,
): Promise<RevisionSummary[]> {
  // One more than listed: the oldest listed is compared with the one before it.
  const rows = (await historyOf(db, contentId).limit(REVISIONS_LIST_MAX + 1)) as RevisionRow[];
  return rows.slice(0, REVISIONS_LIST_MAX).map((row, index) => summaryOf(row, rows[index + 1], editorOf));
}

/** One revision as it stood, with what it changed; null when the content has no such revision. */
export async function readRevision(
  db: DbOrTx,
  contentId: number,
  revisionId: number,
  editorOf: EditorOf,
): Promise<RevisionDetail | null> {
  const [row] = (await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.editorId))
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.id, revisionId)))
    .limit(1)) as RevisionRow[];
  if (!row) return null;
  const [before] = (await historyOf(db, contentId, revisionId).limit(1)) as RevisionRow[];
  return {
    ...summaryOf(row, before, editorOf),
    title: row.title,
    description: row.description,
    body: row.body,
    extra: row.extra,
    photoPath: row.photoPath,
  };
}

/** The note of the latest return of each content (the editor's words while it is returned). */
export async function returnNotes(db: DbOrTx, contentIds: readonly number[]): Promise<Map<number, string>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([contentRevisions.contentId], {
      contentId: contentRevisions.contentId,
      note: contentRevisions.note,
    })
    .from(contentRevisions)
    .where(and(inArray(contentRevisions.contentId, [...contentIds]), eq(contentRevisions.kind, 'returned')))
    .orderBy(contentRevisions.contentId, desc(contentRevisions.createdAt), desc(contentRevisions.id));
  return new Map(rows.map((row) => [row.contentId, row.note]));
}
