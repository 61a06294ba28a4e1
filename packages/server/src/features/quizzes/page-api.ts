import type { QuizzesPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The quizzes feature's page calls, built once per process and bound to each request's viewer. */
export function createQuizzesPageApi(services: Services) {
  return viewerBinder<QuizzesPageApi>({
    result: (viewer, code, options) => services.quizzes.result(code, viewer?.userId ?? null, options),
  });
}
