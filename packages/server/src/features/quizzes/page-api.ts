import type { QuizzesPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createQuizzesPageApi(_services: Services, _viewer: Viewer | null): QuizzesPageApi {
  return {} as QuizzesPageApi;
}
