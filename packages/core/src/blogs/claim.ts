import { z } from 'zod';
import type { SignedInAnswer } from '../accounts/schemas.ts';
import { zEmail, zNewUsername, zPassword, zToken, zUsername } from '../accounts/schemas.ts';
import type { Input } from '../http/endpoints.ts';
import { LIMITS } from '../limits.ts';

/**
 * SPEC §8 accountTransfer: the owner of an imported blog claims its publisher profile. They prove
 * control of the blog with a meta tag on its home page or a file at its root carrying a code we give,
 * then the profile becomes their account (an email and a password of their own).
 */
export const CLAIM_META_NAME = 'masthead-verification';
export const CLAIM_FILE_PATH = '/masthead-verification.txt';
/** A claim waits a day for the code to appear on the blog. */
export const CLAIM_TTL_MS = 24 * 60 * 60 * 1000;

export const claimMetaTag = (code: string) => `<meta name="${CLAIM_META_NAME}" content="${code}">`;

export const ZClaimStart = z.strictObject({
  username: z
    .string({ error: 'validation.invalid' })
    .min(LIMITS.usernameMin, 'validation.invalid')
    .max(40, 'validation.invalid')
    .regex(/^[A-Za-z0-9_.-]+$/, 'validation.invalid'),
});
export type TClaimStart = z.infer<typeof ZClaimStart>;

export const ZClaimComplete = z.strictObject({
  claimToken: zToken,
  email: zEmail,
  password: zPassword,
  /**
   * A new username for the profile; left out, it keeps the one it has. The claim form asks 3–20 like
   * sign-up; the server takes 3–30, as for every existing account (DESIGN §4).
   */
  username: zUsername.optional(),
});
export type TClaimComplete = z.infer<typeof ZClaimComplete>;

/** The claim form asks 3–20 for a new name, like the sign-up form (DESIGN §4). */
export const ZClaimCompleteForm = ZClaimComplete.extend({ username: zNewUsername.optional() });

export type ClaimStartAnswer = {
  /** Kept by the claimant's browser to finish the claim: never shown on the blog. */
  claimToken: string;
  /** What the blog shows: in the meta tag or in the file. */
  code: string;
  metaTag: string;
  fileUrl: string;
  siteUrl: string;
  expiresAt: string;
};

export interface PublisherClaimEndpoints {
  'POST /api2/publisher/claim/start': { body: Input<typeof ZClaimStart>; answer: ClaimStartAnswer };
  'POST /api2/publisher/claim/complete': { body: Input<typeof ZClaimComplete>; answer: SignedInAnswer };
}
