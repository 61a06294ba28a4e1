import type { AccountsDeps } from './account-rows.ts';
import { createEmailVerification } from './email-verification.ts';
import { createPasswords } from './password.ts';
import { createProfiles } from './profile.ts';
import { createSettings } from './settings.ts';
import { createSignIn } from './sign-in.ts';
import { createSignUp } from './sign-up.ts';
import { createTwoFactor } from './two-factor.ts';
import { createUnsubscribe } from './unsubscribe.ts';

export type { LoginResult } from './sign-in.ts';
export type { NewSession, RequestMeta, SignedIn } from './signed-in.ts';

/**
 * Accounts: sign-up, sign-in with its lock, two-factor, passwords, email verification, profiles, settings
 * and unsubscribe. Each use case lives in its own file; this is the one object routes and pages call.
 */
export function createAccountsService(deps: AccountsDeps) {
  const { signup } = createSignUp(deps);
  const { login, logout, currentUser, viewerOfPage, markVisited } = createSignIn(deps);
  const { verifyTfa, resendTfa } = createTwoFactor(deps);
  const { forgotPassword, checkResetToken, resetPassword, changePassword } = createPasswords(deps);
  const { verifyEmail, resendVerification } = createEmailVerification(deps);
  const { publicProfileByUsername, publicProfileById, updateProfile } = createProfiles(deps);
  const {
    accountSettings,
    updateAccountSettings,
    setUiLanguage,
    setTimeZone,
    listSessions,
    revokeSession,
    notificationSettings,
    updateNotificationSettings,
  } = createSettings(deps);
  const { unsubscribeLink, unsubscribe, describeUnsubscribe } = createUnsubscribe(deps);

  return {
    signup,
    login,
    verifyTfa,
    resendTfa,
    logout,
    forgotPassword,
    checkResetToken,
    resetPassword,
    verifyEmail,
    resendVerification,
    currentUser,
    viewerOfPage,
    markVisited,
    publicProfileByUsername,
    publicProfileById,
    updateProfile,
    accountSettings,
    updateAccountSettings,
    setUiLanguage,
    setTimeZone,
    changePassword,
    listSessions,
    revokeSession,
    notificationSettings,
    updateNotificationSettings,
    unsubscribeLink,
    unsubscribe,
    describeUnsubscribe,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
