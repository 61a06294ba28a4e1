import type { ComposePageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createComposePageApi(_services: Services, _viewer: Viewer | null): ComposePageApi {
  return {} as ComposePageApi;
}
