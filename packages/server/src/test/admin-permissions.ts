import type { AccessRight } from '@masthead/core';

/**
 * TESTING §2's expected-permissions file for the admin console: who may call each admin route, written
 * out from SPEC §6 as people (one admin per access right, an admin with none, masterAdmin, a suspended
 * masterAdmin, a signed-in reader and a guest) rather than computed from core's SITE_ACTIONS, so that a
 * wrong edit of the table is caught by admin-permissions.test.ts instead of being mirrored by it.
 */

export const ADMIN_SUBJECTS = [
  'guest',
  'reader',
  'adminNone',
  'admin:blogs',
  'admin:people',
  'admin:content',
  'admin:comments',
  'admin:topics',
  'admin:newsletter',
  'admin:rights',
  'masterAdmin',
  /** A masterAdmin whose account is suspended: their session no longer signs them in. */
  'suspended',
] as const satisfies readonly (string | `admin:${AccessRight}`)[];
export type AdminSubject = (typeof ADMIN_SUBJECTS)[number];

const MASTER = ['masterAdmin'] as const;

/** Each admin route and who may call it; everyone else signed in gets 403, guests and the suspended 401. */
export const ADMIN_ROUTES: Record<string, { rule: string; allowed: readonly AdminSubject[] }> = {
  'GET /api2/admin/blogs': { rule: 'blogs: the blog review queue', allowed: ['admin:blogs', ...MASTER] },
  'POST /api2/admin/blog/review': { rule: 'blogs', allowed: ['admin:blogs', ...MASTER] },
  'GET /api2/admin/publisher/recommendations': { rule: 'blogs', allowed: ['admin:blogs', ...MASTER] },
  'POST /api2/admin/publisher/recommendation/dismiss': { rule: 'blogs', allowed: ['admin:blogs', ...MASTER] },
  'POST /api2/admin/publisher/recommendation/submit': { rule: 'blogs', allowed: ['admin:blogs', ...MASTER] },
  'POST /api2/admin/publisher/create': {
    rule: 'blogs: tier-2 publishers are publishers without a blog',
    allowed: ['admin:blogs', ...MASTER],
  },
  'GET /api2/admin/reports': {
    rule: 'whoever decides one kind of report (stories, comments, people) reads the queue',
    allowed: ['admin:people', 'admin:content', 'admin:comments', ...MASTER],
  },
  'GET /api2/admin/newsletter': {
    rule: 'newsletter: when the weekly newsletter last ran',
    allowed: ['admin:newsletter', ...MASTER],
  },
  'GET /api2/admin/newsletter/issue': {
    rule: "newsletter: the coming issue's notes, picture and preview",
    allowed: ['admin:newsletter', ...MASTER],
  },
  'POST /api2/admin/newsletter/issue': { rule: 'newsletter', allowed: ['admin:newsletter', ...MASTER] },
  'POST /api2/admin/newsletter/image': { rule: 'newsletter', allowed: ['admin:newsletter', ...MASTER] },
  'POST /api2/admin/newsletter/test': { rule: 'newsletter', allowed: ['admin:newsletter', ...MASTER] },
  'GET /api2/admin/people': { rule: 'people', allowed: ['admin:people', ...MASTER] },
  'POST /api2/admin/people/suspend': { rule: 'people', allowed: ['admin:people', ...MASTER] },
  'GET /api2/admin/topics': { rule: 'topics', allowed: ['admin:topics', ...MASTER] },
  'POST /api2/admin/topic/rename': { rule: 'topics', allowed: ['admin:topics', ...MASTER] },
  'POST /api2/admin/topic/merge': { rule: 'topics', allowed: ['admin:topics', ...MASTER] },
  'GET /api2/admin/rights': { rule: 'rights: who holds which right', allowed: ['admin:rights', ...MASTER] },
  'POST /api2/admin/special': {
    rule: 'rights: the special-handling list',
    allowed: ['admin:rights', ...MASTER],
  },
  'GET /api2/admin/audit': { rule: 'rights: the audit log', allowed: ['admin:rights', ...MASTER] },
  'POST /api2/admin/rights': { rule: 'masterAdmin alone grants and revokes rights', allowed: MASTER },
};
