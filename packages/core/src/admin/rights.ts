/**
 * SPEC §6's site rights as data: the accessRight list an admin holds, and what each right lets an admin
 * do. masterAdmin holds every right; an admin only those in its list; nobody else any. Granting and
 * revoking rights is masterAdmin's alone. The server's admin routes name a site action; pages read the
 * same table (through `can`) to show only the sections the server will allow.
 */

/** The accessRight values an admin can hold (users.access_rights). */
export const ACCESS_RIGHTS = [
  'blogs',
  'people',
  'content',
  'comments',
  'topics',
  'newsletter',
  'rights',
] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** Marks an action no accessRight gives: masterAdmin alone. */
const MASTER_ONLY = [] as const;

/** Each site action and the rights any one of which allows it (empty: masterAdmin only). */
export const SITE_ACTIONS = {
  /** The blog review queue and publisher recommendations. */
  'admin.blogs': ['blogs'],
  /** Create a tier-2 publisher profile (a publisher without a blog feed). */
  'admin.publishers.create': ['blogs'],
  /** Hide or remove a reported story. */
  'admin.stories.moderate': ['content'],
  /** Hide or remove a reported comment. */
  'admin.comments.moderate': ['comments'],
  /** Decide a report about a person, search people, suspend and restore them. */
  'admin.people.moderate': ['people'],
  /** The moderation queue: anyone who decides one kind of report reads it (narrowed to their kinds). */
  'admin.reports.read': ['content', 'comments', 'people'],
  'admin.topics.manage': ['topics'],
  'admin.newsletter.manage': ['newsletter'],
  /** Who holds which right, the special-handling accounts, the admin audit log. */
  'admin.rights.read': ['rights'],
  'admin.special.manage': ['rights'],
  'admin.audit.read': ['rights'],
  /** Grant and revoke access rights (SPEC §6 masterAdmin). */
  'admin.rights.grant': MASTER_ONLY,
} as const satisfies Record<string, readonly AccessRight[]>;

export type SiteAction = keyof typeof SITE_ACTIONS;
export const SITE_ACTION_NAMES = Object.keys(SITE_ACTIONS) as SiteAction[];

/** The site side of a person: SPEC §3's admin, masterAdmin and accessRight. */
export type SiteActor = {
  admin: boolean;
  masterAdmin: boolean;
  accessRight: readonly string[];
};

export const isSiteAction = (action: string): action is SiteAction => Object.hasOwn(SITE_ACTIONS, action);

/** May this person take this site action? masterAdmin always; an admin with one of its rights. */
export function siteCan(actor: SiteActor, action: SiteAction): boolean {
  if (actor.masterAdmin) return true;
  if (!actor.admin) return false;
  const rights: readonly string[] = SITE_ACTIONS[action];
  return rights.some((right) => actor.accessRight.includes(right));
}

/** Every site action of one person: what the admin console's answer carries. */
export function siteAbilities(actor: SiteActor): Record<SiteAction, boolean> {
  return Object.fromEntries(SITE_ACTION_NAMES.map((action) => [action, siteCan(actor, action)])) as Record<
    SiteAction,
    boolean
  >;
}

/** Whether the person sees the admin console at all (any site action). */
export const isConsoleUser = (actor: SiteActor) => SITE_ACTION_NAMES.some((action) => siteCan(actor, action));

/** A right list as stored: known rights only, each once, in the table's order. */
export const normaliseRights = (rights: readonly string[]): AccessRight[] =>
  ACCESS_RIGHTS.filter((right) => rights.includes(right));
