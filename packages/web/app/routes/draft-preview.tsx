import { PREVIEW_CODE_PATTERN } from '@masthead/core';
import { redirect } from 'react-router';
import { getPageContext } from '../context';
import { DraftPreview as DraftPreviewView } from '../features/compose/draft-preview';
import { notFoundMeta } from '../features/content/content-meta';
import { notFound, pageUrl } from '../features/content/page-loaders';
import { encodePath } from '../features/content/share-meta';
import { metaTranslator } from '../lib/i18n';
import type { Route } from './+types/draft-preview';

/**
 * SPEC §2 /draft_preview.html?code={code}&lang={lang}: the shareable preview of a draft. An unknown or
 * revoked code, or a deleted content, is SPEC §8's 'does not exist or has been deleted' (404); a content
 * published since goes to its page. The link's lang is applied by the server (compose/preview-language).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const code = pageUrl(request).searchParams.get('code') ?? '';
  if (!PREVIEW_CODE_PATTERN.test(code)) throw notFound();
  const page = getPageContext(context);
  const content = await page.api.compose.draftPreview(code);
  if (!content) throw notFound();
  if (content.status === 'published') throw redirect(encodePath(content.url), 302);
  return { content, isAuthor: page.viewer?.userId === content.author.userId };
}

/** Never indexed, and the code never leaves in a Referer. */
export const headers: Route.HeadersFunction = () => ({
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  const title = loaderData.content.title.trim() || t('myPosts.untitled');
  return [
    { title: t('shell.pageTitle', { title: t('draftPreview.metaTitle', { title }) }) },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export default function DraftPreview({ loaderData }: Route.ComponentProps) {
  return <DraftPreviewView content={loaderData.content} isAuthor={loaderData.isAuthor} />;
}
