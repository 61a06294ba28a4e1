import type { QuizzesPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The quizzes feature's page calls, bound to one request's viewer. */
export function createQuizzesPageApi(services: Services, viewer: Viewer | null): QuizzesPageApi {
  return {
    result: (code, options) => services.quizzes.result(code, viewer?.userId ?? null, options),
  };
}
