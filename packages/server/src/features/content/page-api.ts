import type { ContentPageApi, PageFlavourOption } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The content feature's page calls, bound to one request's viewer. */
export function createContentPageApi(services: Services, viewer: Viewer | null): ContentPageApi {
  const { content } = services;
  const read = (options?: PageFlavourOption) => ({
    viewerId: viewer?.userId ?? null,
    flavour: options?.flavour,
  });
  return {
    content: (cgroupId, options) => content.contentPage(cgroupId, read(options)),
    topicByTitle: (encodedTitle, options) =>
      content.topicPage({ encodedTitle, username: options?.username }, read(options)),
    topicById: (topicId, options) => content.topicPage({ topicId }, read(options)),
    entity: (entityId, options) => content.entityPage(entityId, read(options)),
    quizzes: (options) => content.quizFeed(undefined, read(options)),
    profileContent: async (userId, options) =>
      (await content.profileContent(userId, undefined, read(options))) ?? { items: [], nextCursor: null },
    writer: (magazine, username, options) => content.writerPage(magazine, username, read(options)),
  };
}
