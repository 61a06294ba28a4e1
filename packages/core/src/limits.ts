/** SPEC §5 and §9 limits, used by schemas, database columns and forms alike. */
export const LIMITS = {
  /** SPEC §5: password 6 to 20 characters. */
  passwordMin: 6,
  passwordMax: 20,
  /** DESIGN §4: the sign-up form asks 3–20, the server accepts 3–30 for older accounts. */
  usernameMin: 3,
  usernameFormMax: 20,
  usernameMax: 30,
  /** SPEC §5: dummy usernames 3 to 40, dummy display names 1 to 50. */
  dummyUsernameMax: 40,
  displayNameMin: 1,
  displayNameMax: 30,
  dummyDisplayNameMax: 50,
  /** SPEC §5: bio 0 to 255. */
  bioMax: 255,
  /** SPEC §5: titles shorter than 255. */
  titleMax: 254,
  /** RFC 5321 bounds an address at 254 characters. */
  emailMax: 254,
  websiteMax: 255,
  /** Two-factor codes are 6 digits (TESTING §3). */
  tfaCodeLength: 6,
} as const;

/** SPEC §9 timings and sizes, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  rememberLoginMs: 31_536_000_000,
  localStorageMs: 31_536e7,
  languageCookieMs: 31_536e6,
  socialTokenMarginMs: 600_000,
  snackbarMs: 2750,
  reminderHideMs: 6000,
  reminderAfterLeaveMs: 5000,
  reminderFadeMs: 2000,
  hoverTipMs: 600,
  backToTopScrollMs: 500,
  mobileRedirectMs: 1,
  notificationPollMs: 300_000,
  autocompleteDelayMs: 100,
} as const;

export const SIZES = {
  headerBannerHeightPx: 40,
  backToTopViewportFraction: 0.8,
  notificationPageSize: 10,
  notificationType: 9,
} as const;

export const COLORS = {
  headerBanner: '#F3AE3D',
  headerBannerText: '#ffffff',
} as const;

/** SPEC §4: the blog-import reminder is off once its count reaches 2. */
export const BLOG_IMPORT_REMINDER_MAX = 2;

/** SPEC §6: the fixed list of special posts holds 16 content ids. */
export const SPECIAL_POST_IDS_MAX = 16;
