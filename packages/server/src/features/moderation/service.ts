import type { ServiceDeps } from '../../service-deps.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { auditPage } from './audit.ts';
import { createPeopleAdminService } from './people.ts';
import { createReportsService } from './reports.ts';
import { createTopicsAdminService } from './topics.ts';

/** Reports and their moderation queue, and the admin console's sections (SPEC §6, §8). */
export function createModerationService(deps: ServiceDeps & { notifications: NotificationsService }) {
  return {
    reports: createReportsService(deps),
    people: createPeopleAdminService(deps),
    topics: createTopicsAdminService(deps),
    audit: (cursor?: number) => auditPage(deps.db, cursor),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
