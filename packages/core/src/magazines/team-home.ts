import type { MagazineKind } from './plans.ts';
import type { MagazineRight } from './policy.ts';
import type { ActingRole, OwnerType } from './roles.ts';
import type { PlanLabelKey } from './switcher.ts';

/**
 * The team home, /dashboard/@{username}: the magazine, the viewer's role, and what needs the viewer's
 * attention, each count only for those whose rights reach it (null otherwise).
 */
export type TeamHome = {
  magazine: {
    userId: number;
    username: string;
    displayName: string;
    photoPath: string | null;
    kind: MagazineKind;
  };
  /** The viewer's role; null for masterAdmin looking at a magazine they are not a member of. */
  viewer: { role: ActingRole | null; ownerType: OwnerType };
  abilities: Record<MagazineRight, boolean>;
  /** Set when the magazine is closed: until when, and whether the viewer may reopen it. */
  closed: { closedAt: string; reopenUntil: string; canReopen: boolean } | null;
  attention: {
    /** Submissions waiting for review (reviewSubmissions). */
    submissions: number | null;
    /** Open invitations (inviteMembers). */
    invitations: number | null;
    /** The members the viewer can see. */
    members: number;
    /** The plan and its state (manageBilling). */
    plan: { labelKey: PlanLabelKey; current: boolean } | null;
  };
};

/** Guests see the overlay, non-members 'Access Deny', an unknown (or, to non-members, closed) one 404. */
export type TeamHomePage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; home: TeamHome };
