import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../services.ts';
import type { NotificationKind } from './tables.ts';

export type NewNotification = {
  /** Recipient. Nothing is stored when the actor is the recipient. */
  userId: number;
  actorId: number;
  kind: NotificationKind;
  contentId?: number;
  commentId?: number;
};

/** Notifications for follows, votes, comments and replies. */
export function createNotificationsService(deps: ServiceDeps) {
  const { db } = deps;
  void db;

  /** Called inside the transaction of the action that causes it, so both land or neither does. */
  async function notify(tx: Tx, notification: NewNotification): Promise<void> {
    void tx;
    void notification;
  }

  return { notify };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
