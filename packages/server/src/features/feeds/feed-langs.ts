import { feedLanguages, parseAcceptLanguage, type UiLanguage } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';

/**
 * SPEC §1 feed languages for an API call, computed as the page context computes them: the profile's
 * list, else the browser's languages, English always included.
 */
export async function requestFeedLangs(db: DbOrTx, request: FastifyRequest): Promise<UiLanguage[]> {
  const browser = parseAcceptLanguage(request.headers['accept-language']);
  if (!request.viewer) return feedLanguages(null, browser);
  const [row] = await db
    .select({ langs: users.langs })
    .from(users)
    .where(eq(users.id, request.viewer.userId))
    .limit(1);
  return feedLanguages(row?.langs, browser);
}
