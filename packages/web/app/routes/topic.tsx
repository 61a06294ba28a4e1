import { isEncodedTopicTitle, parseTopicPath, topicFeedPath } from '@masthead/core';
import { getPageContext } from '../context';
import { notFoundMeta } from '../features/content/content-meta';
import { notFound, pageUrl, redirectToCanonical } from '../features/content/page-loaders';
import { originOf, shareImage, shareMeta } from '../features/content/share-meta';
import { TopicView } from '../features/content/topic-view';
import { linkOptions, siteOf } from '../features/magazines/site-options';
import { collectionJsonLd, feedLink, jsonLdMeta } from '../features/open-web/structured-data';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator } from '../lib/i18n';
import type { Route } from './+types/topic';

/**
 * SPEC §2 topic pages: /blogs/{encoded title}, /@{username}/blogs/{encoded title} (that publisher's
 * stories on the topic) and /topic.html?topicId=, which moves to the title address when there is one.
 * On a business site /blogs/{encoded title} is the business's stories on the topic.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const url = pageUrl(request);
  const parsed = parseTopicPath(`${url.pathname}${url.search}`);
  if (!parsed || (parsed.kind === 'title' && !isEncodedTopicTitle(parsed.encodedTitle)))
    throw notFound('error.topic.url.invalid');
  const options = linkOptions(page);
  let username: string | undefined = siteOf(page)?.username;
  if ('handle' in params && params.handle !== undefined) {
    const fromHandle = usernameFromHandle(params.handle);
    if (fromHandle === null) throw notFound();
    username = fromHandle;
  }
  const topic =
    parsed.kind === 'id'
      ? await page.api.content.topicById(parsed.topicId, page.feedLangs, options)
      : await page.api.content.topicByTitle(parsed.encodedTitle, page.feedLangs, { ...options, username });
  if (!topic) throw notFound();
  if (parsed.kind === 'id') {
    if (!topic.path.startsWith('/topic.html')) {
      redirectToCanonical(request, decodeURIComponent(topic.path), { keepQuery: false });
    }
  } else {
    redirectToCanonical(request, decodeURIComponent(topic.path));
  }
  return { topic, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  const { topic: page, origin } = loaderData;
  const title = page.topic.title;
  const description = page.topic.description || t('content.topic.metaDescription', { topic: title });
  const path = decodeURIComponent(page.path.split('?')[0] ?? page.path);
  const image = shareImage(origin, page.topic.photoPath);
  const feed = topicFeedPath(page.topic);
  const publisher = page.publisher && (page.publisher.displayName || page.publisher.username);
  return [
    ...shareMeta({
      title: t('shell.pageTitle', { title }),
      shareTitle: title,
      description,
      path,
      origin,
      image,
    }),
    jsonLdMeta(
      collectionJsonLd({
        origin,
        name: title,
        path: page.path,
        description,
        image,
        crumbs: [
          { name: 'Masthead', path: '/' },
          ...(page.publisher && publisher ? [{ name: publisher, path: `/@${page.publisher.username}` }] : []),
          { name: title, path: page.path },
        ],
        stories: page.feed.items,
      }),
    ),
    ...(feed ? [feedLink(feed, `${title} · Masthead`)] : []),
  ];
};

export default function Topic({ loaderData }: Route.ComponentProps) {
  return <TopicView page={loaderData.topic} />;
}
