import {
  COOKIE_NAMES,
  feedLanguages,
  parseAcceptLanguage,
  parseAddedLangs,
  type UiLanguage,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';

/**
 * SPEC §1 feed languages of a request: the profile's list, else the languages a guest added (issue 13)
 * and the browser's, English always included. Pages and API calls both read them here.
 */
export function feedLangsOf(request: FastifyRequest, profileLangs: readonly string[] | null | undefined) {
  return feedLanguages(
    profileLangs,
    parseAcceptLanguage(request.headers['accept-language']),
    parseAddedLangs(request.cookies[COOKIE_NAMES.feedLangs]),
  );
}

/** The feed languages for an API call, the signed-in person's profile read first. */
export async function requestFeedLangs(db: DbOrTx, request: FastifyRequest): Promise<UiLanguage[]> {
  if (!request.viewer) return feedLangsOf(request, null);
  const [row] = await db
    .select({ langs: users.langs })
    .from(users)
    .where(eq(users.id, request.viewer.userId))
    .limit(1);
  return feedLangsOf(request, row?.langs);
}
