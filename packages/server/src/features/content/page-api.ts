import type { ContentPageApi, PageFlavourOption } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';
import type { ViewerCalls } from '../ssr/viewer-binder.ts';
import { createInteractionReader } from './page-interaction.ts';

const read = (viewer: Viewer | null, options?: PageFlavourOption) => ({
  viewerId: viewer?.userId ?? null,
  flavour: options?.flavour,
  site: options?.site,
});

/**
 * The content feature's page calls, written once per process: each takes the request's viewer first.
 * PageApi binds them as `content`; profile pages use them too.
 */
export function contentPageCalls(services: Services): ViewerCalls<ContentPageApi> {
  const { content } = services;
  const interactionOf = createInteractionReader(services);
  return {
    content: (viewer, cgroupId, options) => content.contentPage(cgroupId, read(viewer, options)),
    withInteraction: async (viewer, cgroupId, options) => {
      const reading = read(viewer, options);
      const found = await content.readableContent(cgroupId, {});
      if (!found) return null;
      // Once the type is known, the interaction does not wait for the page, nor the page for it.
      const [page, interaction] = await Promise.all([
        content.contentPageOf(found, reading),
        interactionOf(found.ctype, cgroupId, reading.viewerId),
      ]);
      return page ? { content: page, interaction } : null;
    },
    topicByTitle: (viewer, encodedTitle, langs, options) =>
      content.topicPage({ encodedTitle, username: options?.username }, { ...read(viewer, options), langs }),
    topicById: (viewer, topicId, langs, options) =>
      content.topicPage({ topicId }, { ...read(viewer, options), langs }),
    entity: (viewer, entityId, options) => content.entityPage(entityId, read(viewer, options)),
    quizzes: (viewer, options) => content.quizFeed(undefined, read(viewer, options)),
    profileContent: async (viewer, userId, options) =>
      (await content.profileContent(userId, undefined, {
        ...read(viewer, options),
        limit: options?.limit,
      })) ?? {
        items: [],
        nextCursor: null,
      },
    writer: (viewer, magazine, username, options) =>
      content.writerPage(magazine, username, read(viewer, options)),
  };
}
