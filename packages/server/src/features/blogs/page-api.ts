import type { BlogsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createBlogsPageApi(_services: Services, _viewer: Viewer | null): BlogsPageApi {
  return {} as BlogsPageApi;
}
