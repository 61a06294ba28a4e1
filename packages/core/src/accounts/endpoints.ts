import type { Input, SentByHandler } from '../http/endpoints.ts';
import type { AccountSettingsView } from '../site/page-context.ts';
import type {
  CurrentUserAnswer,
  LoginAnswer,
  LogoutAnswer,
  MailSentAnswer,
  NotificationSettings,
  PasswordChangedAnswer,
  ProfileAnswer,
  ResetTokenAnswer,
  RevokeSessionAnswer,
  SignedInAnswer,
  TimeZoneAnswer,
  UiLanguageAnswer,
  UnsubscribeAnswer,
  VerifyEmailAnswer,
  VisitedAnswer,
  ZAccountSettings,
  ZChangePassword,
  ZForgotPassword,
  ZLogin,
  ZLogoutQuery,
  ZNotificationSettings,
  ZResetPassword,
  ZResetTokenQuery,
  ZRevokeSession,
  ZSetTimeZone,
  ZSetUiLanguage,
  ZSignup,
  ZTfaResend,
  ZTfaVerify,
  ZUnsubscribe,
  ZUpdateProfile,
  ZVerifyEmail,
} from './schemas.ts';

/** A POST that sends nothing: an empty JSON object (no field is accepted). */
type NoBody = Record<string, never>;

/** Sign-up, sign-in and sign-out, passwords, email verification, profile and account settings. */
export interface AccountsEndpoints {
  'POST /api2/account/signup': { body: Input<typeof ZSignup>; answer: SignedInAnswer };
  'GET /api/auth/login/p.json': { answer: CurrentUserAnswer };
  'POST /api/auth/login/p.json': { body: Input<typeof ZLogin>; answer: LoginAnswer };
  'POST /api2/account/tfa/verify': { body: Input<typeof ZTfaVerify>; answer: SignedInAnswer };
  'POST /api2/account/tfa/resend': { body: Input<typeof ZTfaResend>; answer: MailSentAnswer };
  'POST /api/auth/logout/p.json': { body: NoBody; answer: LogoutAnswer };
  /** Signs out from a link: answers a redirect. */
  'GET /api/auth/logout/p.json': { query: Input<typeof ZLogoutQuery>; answer: SentByHandler };
  'POST /api2/account/password/forget': { body: Input<typeof ZForgotPassword>; answer: MailSentAnswer };
  'GET /api2/account/password/reset': { query: Input<typeof ZResetTokenQuery>; answer: ResetTokenAnswer };
  'POST /api2/account/password/reset': { body: Input<typeof ZResetPassword>; answer: SignedInAnswer };
  'POST /api2/account/verify': { body: Input<typeof ZVerifyEmail>; answer: VerifyEmailAnswer };
  'POST /api2/account/verify/resend': { body: NoBody; answer: MailSentAnswer };
  'POST /api/user/visited/p.json': { body: NoBody; answer: VisitedAnswer };
  'GET /api2/account/current': { answer: CurrentUserAnswer };
  'POST /api2/account/profile': { body: Input<typeof ZUpdateProfile>; answer: ProfileAnswer };
  'POST /api2/account/profile/create': { body: Input<typeof ZUpdateProfile>; answer: ProfileAnswer };
  'GET /api2/account/settings': { answer: AccountSettingsView };
  'POST /api2/account/settings': { body: Input<typeof ZAccountSettings>; answer: AccountSettingsView };
  'POST /api2/account/password/change': {
    body: Input<typeof ZChangePassword>;
    answer: PasswordChangedAnswer;
  };
  'GET /api2/account/notifications': { answer: NotificationSettings };
  'POST /api2/account/notifications': {
    body: Input<typeof ZNotificationSettings>;
    answer: NotificationSettings;
  };
  'POST /api2/account/unsubscribe': { body: Input<typeof ZUnsubscribe>; answer: UnsubscribeAnswer };
  'POST /api2/account/sessions/revoke': { body: Input<typeof ZRevokeSession>; answer: RevokeSessionAnswer };
  'POST /api2/account/language': { body: Input<typeof ZSetUiLanguage>; answer: UiLanguageAnswer };
  'POST /api2/account/timezone': { body: Input<typeof ZSetTimeZone>; answer: TimeZoneAnswer };
}
