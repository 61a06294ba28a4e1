import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cleanHandle,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  SITEMAP_URL_LIMIT,
  SPECIAL_POST_IDS_MAX,
} from '@masthead/core';
import { type S3Config, s3ConfigOf } from './features/files/s3-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

const hostNameOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return 'localhost';
  }
};

/** Rate limits (TESTING §3). Configurable, never switched off. */
export type RateLimitConfig = {
  loginFailuresPerAccount: number;
  loginLockMinutes: number;
  loginPerAddressPerMinute: number;
  loginPerAddressPerHour: number;
  signupPerAddressPerDay: number;
  signupPerAddressPer30Min: number;
  forgotPerAddressPerHour: number;
  forgotPerEmailPer30Min: number;
  tfaChecksPerHour: number;
  tfaResendsPerHour: number;
  /** Comments one account may post in a minute and in a day (spam stays bounded). */
  commentsPerMinute: number;
  commentsPerDay: number;
  /** Shortening is open to guests (the share menu): links one address may create in an hour. */
  shortenPerAddressPerHour: number;
  /** Quizzes are open to guests: plays one address may submit in an hour. */
  quizSubmitsPerAddressPerHour: number;
  /** Live Q&A questions one account may ask in a minute and in a day. */
  liveQaQuestionsPerMinute: number;
  liveQaQuestionsPerDay: number;
  /** The editor autosaves every 2 s of typing: saves one account may make in a minute. */
  composeSavesPerMinute: number;
  /** Image and GIF searches one account may make in a minute (each may call an outside service). */
  photoSearchesPerMinute: number;
  /** Pictures one account may store (uploads and imports) in an hour. */
  photoStoresPerHour: number;
  /** Invitations (mailed or as links) one magazine may create in an hour: its mail stays bounded. */
  invitationsPerMagazinePerHour: number;
  /** Magazines and businesses one account may create in a day. */
  magazineCreatesPerDay: number;
  /** Stories one account may send through open contribution in a day (all magazines together). */
  openContributionsPerPersonPerDay: number;
  /** Stories (and contributors joining) one magazine's open contribution may take in an hour. */
  openContributionsPerMagazinePerHour: number;
};

/**
 * One linked-account provider (DESIGN §5), offered only when its client id and secret are set:
 * OAUTH_{PROVIDER}_CLIENT_ID, _CLIENT_SECRET, and optionally _ISSUER (OpenID Connect discovery),
 * _AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL and _SCOPE over the provider's real endpoints.
 */
export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string | null;
  authorizationUrl: string | null;
  tokenUrl: string | null;
  userinfoUrl: string | null;
  scope: string | null;
};

function oauthProviders(env: NodeJS.ProcessEnv) {
  const providers: Partial<Record<OAuthProvider, OAuthProviderConfig>> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const value = (name: string) => env[`OAUTH_${provider.toUpperCase()}_${name}`] || null;
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    if (!clientId || !clientSecret) continue;
    providers[provider] = {
      clientId,
      clientSecret,
      issuer: value('ISSUER'),
      authorizationUrl: value('AUTHORIZATION_URL'),
      tokenUrl: value('TOKEN_URL'),
      userinfoUrl: value('USERINFO_URL'),
      scope: value('SCOPE'),
    };
  }
  return providers;
}

export type AppConfig = {
  production: boolean;
  port: number;
  host: string;
  /** postgres://… for a real server; unset for the embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Issue 12: uploaded files on an S3-compatible bucket (S3_BUCKET, …); null keeps them in DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Where the web build lives (packages/web/build). */
  webBuildDir: string;
  /** smtp://… or smtps://…; unset keeps mail in the local outbox shown at /dev/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The address links in mail point to. */
  publicUrl: string;
  /** DESIGN §4: the request header that carries the visitor's country. */
  countryHeader: string;
  trustProxy: boolean;
  /** DESIGN §4: special-handling accounts get every feature. */
  specialAccountIds: number[];
  /** SPEC §6 plan display: the one business whose plan shows 'Advanced' (ADVANCED_PLAN_BUSINESS_ID). */
  advancedPlanBusinessId: number | null;
  /**
   * SPEC §6 special post handling (SPECIAL_POST_IDS, at most 16 content ids): pinned at the top of top
   * stories, in this order, and so never sinking with age (exempt from the hot score's decay).
   */
  specialPostIds: number[];
  /** SPEC §3 story share object twitterUsername: the site's microblog handle (SITE_TWITTER_USERNAME). */
  twitterUsername: string | null;
  rateLimits: RateLimitConfig;
  /** scrypt cost (N); memory use is 128 × N × r bytes. */
  passwordHashCost: number;
  /** DESIGN §7 outbound fetches (external photos, RSS). */
  outbound: {
    /** Tests only: lets the test's own loopback server through. Always false in production. */
    allowLoopback: boolean;
    timeoutMs: number;
  };
  /** DESIGN §4 image search: each outside service is enabled by its key; none set → the site's library. */
  photoSearch: {
    giphyKey: string | null;
    unsplashKey: string | null;
    pexelsKey: string | null;
    /** API roots, configurable so tests can run each adapter against a local server. */
    giphyApiUrl: string;
    unsplashApiUrl: string;
    pexelsApiUrl: string;
  };
  /** DESIGN §4 payments: the sandbox provider outside production, Stripe with keys. */
  payments: {
    provider: 'sandbox' | 'stripe';
    stripeSecretKey: string | null;
    stripeWebhookSecret: string | null;
    /** Stripe API root, configurable so tests can run the adapter against a local server. */
    stripeApiUrl: string | null;
    /** Stripe's publishable key (pk_…), handed to Stripe.js in the browser; never the secret key. */
    stripePublishableKey: string | null;
  };
  /** Blog import (SPEC §4 blog submission): how often each approved feed is fetched. */
  blogImport: { intervalMinutes: number };
  /** Content requests (DESIGN §4): the platform's share of a paid fee, in basis points (1000 = 10%). */
  contentRequests: { platformFeeBasisPoints: number };
  /**
   * DESIGN §4: a business's site is served on {username}.{this suffix} (the main site's host name by
   * default, so locally {username}.localhost).
   */
  businessHostSuffix: string;
  /**
   * Addresses in one sitemap file (issue 18): the protocol's 50,000 at most; a smaller number pages
   * the sitemaps sooner (tests use it to prove the paging).
   */
  sitemapUrlLimit: number;
  /**
   * Issue 12: overload is shed with 503 and Retry-After, before it queues: when the event loop's mean lag
   * over a second passes this many ms (0 turns the check off), or when more queries than this wait for a
   * pooled connection. The lag is a mean over `sampleIntervalMs` (1000; tests shorten it, so that a
   * short stall shows without waiting out a second).
   */
  loadShedding: { maxEventLoopDelayMs: number; maxQueriesWaiting: number; sampleIntervalMs: number };
  /**
   * Issue 12: guests' public pages from an in-process cache (features/ssr/guest-cache.ts): how long a
   * page stays fresh (0 turns the cache off) and how many MiB of HTML the cache holds at most.
   */
  guestPageCache: { seconds: number; maxMiB: number };
  /** Linked accounts: the providers configured; one left out is not offered. */
  oauth: { providers: Partial<Record<OAuthProvider, OAuthProviderConfig>> };
};

/** A configured user id: a positive safe integer, or null when unset or malformed. */
const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailuresPerAccount: 5,
  loginLockMinutes: 10,
  loginPerAddressPerMinute: 6,
  loginPerAddressPerHour: 30,
  signupPerAddressPerDay: 3,
  signupPerAddressPer30Min: 5,
  forgotPerAddressPerHour: 5,
  forgotPerEmailPer30Min: 5,
  tfaChecksPerHour: 5,
  tfaResendsPerHour: 5,
  commentsPerMinute: 10,
  commentsPerDay: 300,
  shortenPerAddressPerHour: 60,
  quizSubmitsPerAddressPerHour: 120,
  liveQaQuestionsPerMinute: 5,
  liveQaQuestionsPerDay: 100,
  composeSavesPerMinute: 120,
  photoSearchesPerMinute: 30,
  photoStoresPerHour: 120,
  invitationsPerMagazinePerHour: 30,
  magazineCreatesPerDay: 5,
  openContributionsPerPersonPerDay: 10,
  openContributionsPerMagazinePerHour: 60,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 3000);
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    s3: s3ConfigOf(env),
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'packages/web/build')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Masthead <no-reply@masthead.localhost>',
    publicUrl,
    countryHeader: (env.COUNTRY_HEADER ?? 'CF-IPCountry').toLowerCase(),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    specialAccountIds: (env.SPECIAL_ACCOUNT_IDS ?? '')
      .split(',')
      .map((s) => Number.parseInt(s, 10))
      .filter((n) => Number.isSafeInteger(n) && n > 0),
    advancedPlanBusinessId: positiveId(env.ADVANCED_PLAN_BUSINESS_ID),
    specialPostIds: [
      ...new Set(
        (env.SPECIAL_POST_IDS ?? '')
          .split(',')
          .map((s) => Number.parseInt(s, 10))
          .filter((n) => Number.isSafeInteger(n) && n > 0),
      ),
    ].slice(0, SPECIAL_POST_IDS_MAX),
    twitterUsername: cleanHandle(env.SITE_TWITTER_USERNAME),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginFailuresPerAccount: int(env.RATE_LOGIN_FAILURES, DEFAULT_RATE_LIMITS.loginFailuresPerAccount),
      loginPerAddressPerMinute: int(env.RATE_LOGIN_PER_MINUTE, DEFAULT_RATE_LIMITS.loginPerAddressPerMinute),
      loginPerAddressPerHour: int(env.RATE_LOGIN_PER_HOUR, DEFAULT_RATE_LIMITS.loginPerAddressPerHour),
      signupPerAddressPerDay: int(env.RATE_SIGNUP_PER_DAY, DEFAULT_RATE_LIMITS.signupPerAddressPerDay),
      signupPerAddressPer30Min: int(env.RATE_SIGNUP_PER_30_MIN, DEFAULT_RATE_LIMITS.signupPerAddressPer30Min),
      commentsPerMinute: int(env.RATE_COMMENTS_PER_MINUTE, DEFAULT_RATE_LIMITS.commentsPerMinute),
      commentsPerDay: int(env.RATE_COMMENTS_PER_DAY, DEFAULT_RATE_LIMITS.commentsPerDay),
      shortenPerAddressPerHour: int(env.RATE_SHORTEN_PER_HOUR, DEFAULT_RATE_LIMITS.shortenPerAddressPerHour),
      quizSubmitsPerAddressPerHour: int(
        env.RATE_QUIZ_SUBMITS_PER_HOUR,
        DEFAULT_RATE_LIMITS.quizSubmitsPerAddressPerHour,
      ),
      liveQaQuestionsPerMinute: int(env.RATE_LIVEQA_PER_MINUTE, DEFAULT_RATE_LIMITS.liveQaQuestionsPerMinute),
      liveQaQuestionsPerDay: int(env.RATE_LIVEQA_PER_DAY, DEFAULT_RATE_LIMITS.liveQaQuestionsPerDay),
      composeSavesPerMinute: int(
        env.RATE_COMPOSE_SAVES_PER_MINUTE,
        DEFAULT_RATE_LIMITS.composeSavesPerMinute,
      ),
      photoSearchesPerMinute: int(
        env.RATE_PHOTO_SEARCHES_PER_MINUTE,
        DEFAULT_RATE_LIMITS.photoSearchesPerMinute,
      ),
      photoStoresPerHour: int(env.RATE_PHOTO_STORES_PER_HOUR, DEFAULT_RATE_LIMITS.photoStoresPerHour),
      invitationsPerMagazinePerHour: int(
        env.RATE_INVITATIONS_PER_HOUR,
        DEFAULT_RATE_LIMITS.invitationsPerMagazinePerHour,
      ),
      magazineCreatesPerDay: int(
        env.RATE_MAGAZINE_CREATES_PER_DAY,
        DEFAULT_RATE_LIMITS.magazineCreatesPerDay,
      ),
      openContributionsPerPersonPerDay: int(
        env.RATE_OPEN_CONTRIBUTIONS_PER_DAY,
        DEFAULT_RATE_LIMITS.openContributionsPerPersonPerDay,
      ),
      openContributionsPerMagazinePerHour: int(
        env.RATE_OPEN_CONTRIBUTIONS_PER_MAGAZINE_PER_HOUR,
        DEFAULT_RATE_LIMITS.openContributionsPerMagazinePerHour,
      ),
    },
    passwordHashCost: int(env.PASSWORD_HASH_COST, 2 ** 15),
    outbound: {
      allowLoopback: !production && env.OUTBOUND_ALLOW_LOOPBACK === '1',
      timeoutMs: int(env.OUTBOUND_TIMEOUT_MS, 10_000),
    },
    photoSearch: {
      giphyKey: env.GIPHY_API_KEY || null,
      unsplashKey: env.UNSPLASH_ACCESS_KEY || null,
      pexelsKey: env.PEXELS_API_KEY || null,
      giphyApiUrl: env.GIPHY_API_URL ?? 'https://api.giphy.com',
      unsplashApiUrl: env.UNSPLASH_API_URL ?? 'https://api.unsplash.com',
      pexelsApiUrl: env.PEXELS_API_URL ?? 'https://api.pexels.com',
    },
    payments: {
      provider: env.PAYMENT_PROVIDER === 'stripe' ? 'stripe' : 'sandbox',
      stripeSecretKey: env.STRIPE_SECRET_KEY || null,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      stripeApiUrl: env.STRIPE_API_URL || null,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    },
    blogImport: { intervalMinutes: int(env.BLOG_IMPORT_INTERVAL_MINUTES, 60) },
    contentRequests: { platformFeeBasisPoints: Math.min(int(env.CONTENT_REQUEST_FEE_BPS, 1000), 5000) },
    businessHostSuffix: (env.BUSINESS_HOST_SUFFIX || hostNameOf(publicUrl)).toLowerCase().replace(/^\./, ''),
    sitemapUrlLimit: Math.min(Math.max(int(env.SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT), 1), SITEMAP_URL_LIMIT),
    loadShedding: {
      maxEventLoopDelayMs: Math.max(0, int(env.SHED_EVENT_LOOP_DELAY_MS, 200)),
      maxQueriesWaiting: Math.max(1, int(env.SHED_QUERIES_WAITING, 100)),
      sampleIntervalMs: 1000,
    },
    guestPageCache: {
      seconds: Math.min(Math.max(0, int(env.GUEST_PAGE_CACHE_SECONDS, 5)), 300),
      maxMiB: Math.min(Math.max(1, int(env.GUEST_PAGE_CACHE_MIB, 64)), 4096),
    },
    oauth: { providers: oauthProviders(env) },
  };
}
