import { COOKIE_NAMES, type CurrentUser } from '@masthead/core';
import { call } from '../../lib/api';
import { deleteCookie, getPreviousUrl, rememberUsername } from '../../lib/storage';
import { refreshNotebookCache } from '../notebooks/notebook-cache';
import { noteSignedInHere } from '../shell/route-focus';
import { type SignInKind, signInDestination } from './sign-in-steps';

/**
 * SPEC §4 Login, once the server has signed the person in: remember the username when asked, mark the
 * first visit, save the notebooks, then go where sign-in should lead. The next page is loaded whole, so every part of it
 * (header, body classes, the API client's guest key) starts from the signed-in user.
 */
export async function finishSignIn(
  user: CurrentUser,
  options: { kind: SignInKind; rememberLogin: boolean; onSignedIn?: SignedInHere | undefined },
) {
  if (options.rememberLogin) rememberUsername(user.username);
  else if (options.kind === 'signin') deleteCookie(COOKIE_NAMES.username);
  if (user.firstTimeLogin) await call('POST /api/user/visited/p.json', {});
  await refreshNotebookCache(user.userId);
  // A popup that goes on with the person signed in (open contribution) stays on the page.
  if (options.onSignedIn) {
    options.onSignedIn(user);
    return 'stayed' as const;
  }
  const destination = signInDestination(options.kind, getPreviousUrl());
  // After sign-up the cookie still matters: creating the profile continues to it.
  if (options.kind !== 'signup') deleteCookie(COOKIE_NAMES.previousUrl);
  // The page it comes back to focuses its heading and says who is signed in (route-focus.tsx).
  noteSignedInHere();
  window.location.assign(destination);
  return 'navigating' as const;
}

/** Called instead of the page change when a form signs in inside a popup that carries on. */
export type SignedInHere = (user: CurrentUser) => void;
