import type { PageContext, PublicProfile } from '@masthead/core';
import { originOf } from '../content/share-meta';

/** A profile page's data: the profile, its first page of published stories, and the page's origin. */
export async function withStories(page: PageContext, request: Request, profile: PublicProfile) {
  const stories = await page.api.content.profileContent(profile.userId, { flavour: page.flavour });
  return { profile, stories, origin: originOf(request) };
}
