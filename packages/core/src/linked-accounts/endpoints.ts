import type { Input, SentByHandler } from '../http/endpoints.ts';
import type {
  LinkedAccountsAnswer,
  OfferedProvidersAnswer,
  UnlinkAnswer,
  ZOAuthCallbackQuery,
  ZOAuthStartQuery,
  ZUnlinkAccount,
} from './schemas.ts';

/** Linked accounts: the popup's start and callback (SPEC §7), the offered providers, link and unlink. */
export interface LinkedAccountsEndpoints {
  /** Opened in a popup: redirects to the provider. */
  'GET /api/auth/3party/:provider/login/p.s': {
    query: Input<typeof ZOAuthStartQuery>;
    answer: SentByHandler;
  };
  /** The provider's redirect back: a small page that posts the outcome to the opener and closes. */
  'GET /api/auth/3party/:provider/callback/p.s': {
    query: Input<typeof ZOAuthCallbackQuery>;
    answer: SentByHandler;
  };
  'GET /api2/:provider/oauth/authorize': { query: Input<typeof ZOAuthStartQuery>; answer: SentByHandler };
  'GET /api2/:provider/oauth/callback': { query: Input<typeof ZOAuthCallbackQuery>; answer: SentByHandler };
  'GET /api2/account/oauth/providers': { answer: OfferedProvidersAnswer };
  'GET /api2/account/linked': { answer: LinkedAccountsAnswer };
  'POST /api2/account/linked/unlink': { body: Input<typeof ZUnlinkAccount>; answer: UnlinkAnswer };
}
