import { parseEntityPath } from '@masthead/core';
import { getPageContext } from '../context';
import { notFoundMeta } from '../features/content/content-meta';
import { notFound, pageUrl, redirectToCanonical } from '../features/content/page-loaders';
import { originOf, shareImage, shareMeta } from '../features/content/share-meta';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { Picture } from '../ui/picture';
import type { Route } from './+types/entity';
import '../features/content/content.css';

/** SPEC §2 /entity/{title}/{entityId}.html: a person, place or thing, and the stories about it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const parsed = parseEntityPath(pageUrl(request).pathname);
  if (!parsed) throw notFound();
  const entity = await page.api.content.entity(parsed.entityId, { flavour: page.flavour });
  if (!entity) throw notFound();
  redirectToCanonical(request, entity.entity.url);
  return { page: entity, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  const { entity } = loaderData.page;
  return shareMeta({
    title: t('shell.pageTitle', { title: entity.title }),
    shareTitle: entity.title,
    description: entity.description || t('content.entity.metaDescription', { title: entity.title }),
    path: entity.url,
    origin: loaderData.origin,
    image: shareImage(loaderData.origin, entity.photoPath),
  });
};

export default function Entity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entity, feed } = loaderData.page;
  return (
    <div className="page topic-page">
      <header className="topic-header">
        {entity.photoPath && (
          <Picture className="topic-photo" path={entity.photoPath} width={96} height={96} alt="" priority />
        )}
        <div className="topic-heading">
          <p className="content-kicker">
            <span>{t('content.entity.kicker')}</span>
          </p>
          <h1 className="topic-title">{entity.title}</h1>
          {entity.description && <p className="topic-description">{entity.description}</p>}
        </div>
      </header>
      <InfiniteFeed
        headingLevel={2}
        initial={feed}
        route="GET /api2/entity/feed"
        query={{ entityId: entity.entityId }}
        label={t('content.entity.feed', { title: entity.title })}
        empty={
          <EmptyState
            title={t('content.entity.emptyTitle')}
            message={t('content.entity.emptyMessage', { title: entity.title })}
          />
        }
      />
    </div>
  );
}
