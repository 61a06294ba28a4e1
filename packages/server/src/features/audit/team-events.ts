import type { TeamEvent } from '@masthead/core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from './tables.ts';

/**
 * Records a team event in the caller's transaction (EXAMPLES §11), so the change and its record land
 * together; the magazine's team activity reads these rows by magazine.
 */
export function recordTeamEvent(
  tx: DbOrTx,
  event: TeamEvent,
  entry: {
    magazineUserId: number;
    actorUserId: number | null;
    /** The member or person the event concerns, when it is not the actor. */
    subjectUserId?: number | null;
    /** What the activity line needs to say (roles, a content id and title, a plan). */
    data?: Record<string, unknown>;
    at: Date;
  },
) {
  return tx.insert(auditLog).values({
    action: event,
    magazineUserId: entry.magazineUserId,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId ?? null,
    data: { magazineUserId: entry.magazineUserId, ...entry.data },
    createdAt: entry.at,
  });
}
