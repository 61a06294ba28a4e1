import type { LiveQaPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createLiveQaPageApi(_services: Services, _viewer: Viewer | null): LiveQaPageApi {
  return {} as LiveQaPageApi;
}
