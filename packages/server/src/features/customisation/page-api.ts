import type { CustomisationPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { type ViewerCalls, viewerBinder } from '../ssr/viewer-binder.ts';

/** The look of a page for its viewer, rendered on the server (no flash of the default look). */
export function customisationPageCalls(services: Services): ViewerCalls<CustomisationPageApi> {
  const { customisation, db } = services;
  return {
    page: async (viewer, userId) =>
      customisation.page(viewer ? await loadActor(db, viewer.userId) : null, userId),
  };
}

export const createCustomisationPageApi = (services: Services) =>
  viewerBinder<CustomisationPageApi>(customisationPageCalls(services));
