import type { AdminSection, MessageKey, SiteAction } from '@masthead/core';

/** The console's sections in the order the menu lists them, each with the site action it needs. */
export const ADMIN_SECTIONS: readonly {
  section: AdminSection | 'blogs';
  action: SiteAction;
  label: MessageKey;
}[] = [
  { section: 'reports', action: 'admin.reports.read', label: 'admin.section.reports' },
  { section: 'people', action: 'admin.people.moderate', label: 'admin.section.people' },
  { section: 'topics', action: 'admin.topics.manage', label: 'admin.section.topics' },
  { section: 'publishers', action: 'admin.publishers.create', label: 'admin.section.publishers' },
  { section: 'blogs', action: 'admin.blogs', label: 'admin.section.blogs' },
  { section: 'newsletter', action: 'admin.newsletter.manage', label: 'admin.section.newsletter' },
  { section: 'rights', action: 'admin.rights.read', label: 'admin.section.rights' },
  { section: 'audit', action: 'admin.audit.read', label: 'admin.section.audit' },
];

export const adminPath = (section: AdminSection | 'blogs') => `/admin/${section}.html`;

/** The section an address names ('reports.html' → 'reports'), or null when it names none. */
export function sectionOf(param: string | undefined): AdminSection | null | undefined {
  if (param === undefined) return null;
  const name = param.replace(/\.html$/, '');
  const known: readonly string[] = [
    'reports',
    'people',
    'rights',
    'topics',
    'publishers',
    'newsletter',
    'audit',
  ];
  return known.includes(name) && param.endsWith('.html') ? (name as AdminSection) : undefined;
}
