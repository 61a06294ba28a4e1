import type { CustomisationPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The look of a page for its viewer, rendered on the server (no flash of the default look). */
export function createCustomisationPageApi(services: Services) {
  const { customisation, db } = services;
  return viewerBinder<CustomisationPageApi>({
    page: async (viewer, userId) =>
      customisation.page(viewer ? await loadActor(db, viewer.userId) : null, userId),
  });
}
