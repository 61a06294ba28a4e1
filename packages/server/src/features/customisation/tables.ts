import type { FeaturedItem, PageLayout, PageSection, ProfileTab, TAllSettings } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * SPEC §3 customised page settings of a person's or a magazine's page: the settings of every layout
 * it has used (styles and advancedSettings per layout, each parsed by core's strict schemas before it
 * is stored), the current layout, the custom profile's tabs and its featured items. A page without a row has the defaults.
 */
export const pageCustomisations = pgTable(
  'page_customisations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    layout: text('layout').$type<PageLayout>().notNull().default('multiple-columns'),
    allSettings: jsonb('all_settings').$type<TAllSettings>().notNull().default({}),
    /** null: the default tabs. */
    tabs: jsonb('tabs').$type<ProfileTab[]>(),
    /** SPEC §3 featured layout items, in order (each checked to exist when saved); null: none. */
    featured: jsonb('featured').$type<FeaturedItem[]>(),
    /** SPEC §2 subsection management: the page's sections, in order (each topic checked to exist); null: not arranged. */
    sections: jsonb('sections').$type<PageSection[]>(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'page_customisations_layout_check',
      sql`${t.layout} in ('multiple-columns', 'single-column', 'magazine-layout')`,
    ),
  ],
);
