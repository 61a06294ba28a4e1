import { withEnglish } from '@masthead/core';
import type { RouterContextProvider } from 'react-router';
import { getPageContext } from '../../context';
import { requireViewer } from './page-helpers';

/** What create-profile and profile edit both show: the person's profile fields and photo. */
export async function loadProfileForm(context: Readonly<RouterContextProvider>, request: Request) {
  const page = getPageContext(context);
  const viewer = requireViewer(request, page);
  const settings = await page.api.getAccountSettings();
  return {
    username: viewer.username,
    profile: {
      displayName: settings?.displayName ?? viewer.displayName,
      bio: settings?.bio ?? '',
      bioConnect: settings?.bioConnect ?? '',
      bioCreate: settings?.bioCreate ?? '',
      website: settings?.website ?? '',
      twitter: settings?.twitter ?? '',
      // SPEC §1: without profile languages, the browser's (English always included).
      langs: withEnglish(settings?.langs.length ? settings.langs : page.feedLangs),
    },
    photoPath: settings?.photoPath ?? viewer.photoPath,
  };
}
