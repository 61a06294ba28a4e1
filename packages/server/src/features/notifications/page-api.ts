import type { NotificationsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The notifications feature's page calls, bound to one request's viewer. */
export function createNotificationsPageApi(services: Services, viewer: Viewer | null): NotificationsPageApi {
  void services;
  void viewer;
  return { ready: () => true };
}
