import type { OAuthProvider } from '@masthead/core';
import { call } from '../../lib/api';

export const offeredProviders = () =>
  call('GET /api2/account/oauth/providers', undefined, { promptLogin: false });
export const linkedAccounts = () => call('GET /api2/account/linked');
export const unlinkAccount = (provider: OAuthProvider) =>
  call('POST /api2/account/linked/unlink', { provider });
