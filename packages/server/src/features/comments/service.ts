import type { ServiceDeps } from '../../services.ts';
import type { FilesService } from '../files/service.ts';
import type { NotificationsService } from '../notifications/service.ts';

/** Comments and replies on content. */
export function createCommentsService(
  deps: ServiceDeps & { notifications: NotificationsService; files: FilesService },
) {
  const { db } = deps;
  void db;
  return {};
}

export type CommentsService = ReturnType<typeof createCommentsService>;
