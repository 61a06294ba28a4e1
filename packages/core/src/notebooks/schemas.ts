import { z } from 'zod';
import type { ContentSummary, FeedPage, ProfileRef } from '../content/types.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { zCrop, zUserIdNumber, zUserIdText } from '../images/schemas.ts';

/**
 * SPEC §3 Notebook (notebookId, name also seen as title, description, photo) and the requests of the
 * notebooks calls (SPEC §7 /api2/notebooks and ours under /api2/notebook/…). Notebooks are public:
 * anyone may read them, only their owner changes them.
 */

export const NOTEBOOK_LIMITS = {
  /** The database column's bound (notebooks_name_length). */
  nameMax: 100,
  descriptionMax: 500,
  /** How many stories a notebook page shows at a time. */
  pageSize: 12,
  /** How many content ids one list request may ask membership for (a feed page's cards). */
  membershipIdsMax: 50,
  /** A person keeps at most this many notebooks (a list is always loaded whole). */
  perUserMax: 200,
} as const;

/** Control characters other than tab and line breaks (NUL is refused by PostgreSQL's text columns). */
const isForbiddenControl = (c: string) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
};

/** Text that never carries a NUL byte or another control character but line breaks. */
const plainText = (missing = 'validation.invalid') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'validation.invalid') })
    .refine((s) => ![...s].some(isForbiddenControl), 'validation.invalid');

/** SPEC §5: the notebook title is required ('Please enter a notebook title'). */
export const zNotebookName = plainText('validation.notebook.title.required')
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'validation.notebook.title.required')
      .max(NOTEBOOK_LIMITS.nameMax, 'validation.notebook.title.tooLong'),
  );

/**
 * Line breaks are stored as \n: a browser reads \r\n in server-rendered text as \n, so a stored \r\n
 * would differ between the page and its hydration.
 */
export const zNotebookDescription = plainText()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(NOTEBOOK_LIMITS.descriptionMax, 'validation.notebook.description.tooLong'));

/** Ids in a JSON body are real integers (never "7" or [8]); in a query they are digits. */
const zId = zUserIdNumber;
const zIdText = zUserIdText;

/** POST /api2/notebook/create */
export const ZCreateNotebook = z.strictObject({
  name: zNotebookName,
  description: zNotebookDescription.optional(),
});
export type TCreateNotebook = z.infer<typeof ZCreateNotebook>;

/** POST /api2/notebook/update: rename and describe. */
export const ZUpdateNotebook = z.strictObject({
  notebookId: zId,
  name: zNotebookName.optional(),
  description: zNotebookDescription.optional(),
});
export type TUpdateNotebook = z.infer<typeof ZUpdateNotebook>;

/** POST /api2/notebook/delete */
export const ZNotebookRef = z.strictObject({ notebookId: zId });
export type TNotebookRef = z.infer<typeof ZNotebookRef>;

/** POST /api2/notebook/save and /api2/notebook/unsave (SPEC §4 save or unsave a story). */
export const ZNotebookSave = z.strictObject({ notebookId: zId, cgroupId: zId });
export type TNotebookSave = z.infer<typeof ZNotebookSave>;

/** POST /api2/notebooks (SPEC §7, with userId): someone's notebooks; the viewer's own without userId. */
export const ZNotebookList = z.strictObject({
  userId: zId.optional(),
  /** Which of these stories each notebook holds (the save dialog's checkboxes). */
  cgroupIds: z.array(zId).max(NOTEBOOK_LIMITS.membershipIdsMax, 'validation.too.long').optional(),
});
export type TNotebookList = z.infer<typeof ZNotebookList>;

/** GET /api2/notebooks: the same in a query; cgroupIds comma-separated. */
export const ZNotebookListQuery = z.strictObject({
  userId: zIdText.optional(),
  cgroupIds: z
    .string()
    .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,49}$/, 'validation.invalid')
    .transform((text, ctx) => {
      const ids = text.split(',').map(Number);
      if (!ids.every(Number.isSafeInteger)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return ids;
    })
    .optional(),
});

/** A page of a notebook's stories: `cursor` is the opaque nextCursor of the previous page. */
export const zNotebookCursor = z.string().regex(/^\d{1,17}-[1-9]\d{0,15}$/, 'validation.invalid');

/** GET /api2/notebook/stories */
export const ZNotebookStoriesQuery = z.strictObject({
  notebookId: zIdText,
  cursor: zNotebookCursor.optional(),
});

/** GET /api2/notebook */
export const ZNotebookQuery = z.strictObject({ notebookId: zIdText });

/** POST /api2/notebook/photo (multipart): the `photo` file and notebookId, or delete=1. */
export const ZNotebookPhotoUpload = z.strictObject({
  notebookId: zIdText,
  photo: z
    .custom<{ fileName: string; bytes: Uint8Array }>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { fileName?: unknown }).fileName === 'string' &&
        (value as { bytes?: unknown }).bytes instanceof Uint8Array,
      'validation.invalid',
    )
    .nullish(),
  delete: z
    .enum(['0', '1'], { error: 'validation.invalid' })
    .transform((flag) => flag === '1')
    .optional(),
  crop: zCrop.optional(),
});
export type TNotebookPhotoUpload = z.infer<typeof ZNotebookPhotoUpload>;

/** SPEC §3 Notebook as the API and pages show it. `title` repeats `name` (SPEC: also seen as title). */
export type NotebookView = {
  notebookId: number;
  name: string;
  title: string;
  description: string;
  /** The language of the name and description (WCAG 3.1.2), found by the server; null when not known. */
  lang: UiLanguage | null;
  /** Stored image path without size suffix (SPEC §3), or null. */
  photo: string | null;
  userId: number;
  /** Published stories in it. */
  itemCount: number;
  /** The notebook's page (SPEC §2 /notebook/{notebookId}/{name}.html). */
  url: string;
  /** Of the cgroupIds asked about, those this notebook holds. */
  containsContentIds?: number[];
};

export type NotebookList = { notebooks: NotebookView[] };

/** The notebook page: the notebook, its owner, whether the viewer owns it, the first stories. */
export type NotebookPage = {
  notebook: NotebookView;
  owner: ProfileRef;
  isOwner: boolean;
  stories: FeedPage<ContentSummary>;
};

/** POST /api2/notebook/save|unsave answer. */
export type NotebookSaveResult = { notebookId: number; cgroupId: number; saved: boolean };

/** One notebook: GET /api2/notebook, its create, update and photo answers. */
export type NotebookAnswer = { notebook: NotebookView };

/** POST /api2/notebook/delete answer. */
export type NotebookDeleteResult = { notebookId: number };
