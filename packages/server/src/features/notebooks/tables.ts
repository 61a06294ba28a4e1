import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** SPEC §3 Notebook: a reader's named collection of saved stories. */
export const notebooks = pgTable(
  'notebooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photoPath: text('photo_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notebooks_user_idx').on(t.userId, t.createdAt),
    check('notebooks_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('notebooks_description_length', sql`char_length(${t.description}) <= 500`),
  ],
);

/** A story saved in a notebook, once per notebook. */
export const notebookItems = pgTable(
  'notebook_items',
  {
    notebookId: bigint('notebook_id', { mode: 'number' })
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notebookId, t.contentId] }),
    // A notebook's page lists its stories, most recently saved first (keyset paging).
    index('notebook_items_recent_idx').on(t.notebookId, t.createdAt.desc(), t.contentId.desc()),
    index('notebook_items_content_idx').on(t.contentId),
  ],
);
