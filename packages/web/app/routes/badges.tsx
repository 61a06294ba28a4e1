import { type AchievementsView, isSignedIn, zUserIdText } from '@masthead/core';
import { data } from 'react-router';
import { getPageContext } from '../context';
import { BadgeTile } from '../features/achievements/badge-tile';
import { KIND_LABELS } from '../features/achievements/kind-labels';
import { LevelCard } from '../features/achievements/level-card';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/badges';

/** SPEC §2 badge collection: /badges.html is the viewer's, /badges.html?userId= anyone's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const viewerId = isSignedIn(page.viewer) ? page.viewer.userId : null;
  const raw = new URL(request.url).searchParams.get('userId');
  let userId = viewerId;
  if (raw !== null) {
    const parsed = zUserIdText.safeParse(raw);
    if (!parsed.success) throw data(null, { status: 404 });
    userId = parsed.data;
  }
  if (userId === null) return { view: null, own: false, name: null };
  const own = userId === viewerId;
  const [view, profile] = await Promise.all([
    page.api.achievements.forUser(userId),
    own ? null : page.api.getProfileById(userId),
  ]);
  if (!view) throw data(null, { status: 404 });
  return { view, own, name: profile?.displayName ?? null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const title = loaderData?.name
    ? t('achievements.ofUser', { name: loaderData.name })
    : t('achievements.title');
  return [
    { title: t('shell.pageTitle', { title }) },
    { name: 'description', content: t('achievements.meta.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Badges({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, own, name } = loaderData;
  if (!view) return <PublicOverlay title={t('achievements.title')} message={t('achievements.guest')} />;
  return (
    <div className="page badges-page">
      <h1>{name ? t('achievements.ofUser', { name }) : t('achievements.title')}</h1>
      <LevelCard view={view} own={own} />
      {own && isNewReader(view) && (
        <EmptyState
          title={t('achievements.empty.title')}
          message={t('achievements.empty.body')}
          action={{ label: t('achievements.empty.action'), href: '/' }}
        />
      )}
      <BadgeSections view={view} />
    </div>
  );
}

const isNewReader = (view: AchievementsView) =>
  view.badges.length === 0 && view.achievements.every((achievement) => achievement.value === 0);

function BadgeSections({ view }: { view: AchievementsView }) {
  const t = useT();
  const topics = view.badges.filter((badge) => badge.kind === 'topicRead');
  const places = view.badges.filter((badge) => badge.kind === 'locationRead');
  // Earned badges first; the order within each group is the ladder's.
  const general = [...view.achievements].sort((a, b) => Number(b.level > 0) - Number(a.level > 0));
  return (
    <>
      <section className="badges-section" aria-labelledby="badges-general">
        <h2 id="badges-general">{t('achievements.general.heading')}</h2>
        <ul className="badge-grid">
          {general.map((achievement) => (
            <BadgeTile
              key={achievement.kind}
              name={t(KIND_LABELS[achievement.kind].name)}
              description={t(KIND_LABELS[achievement.kind].description)}
              view={achievement}
            />
          ))}
        </ul>
      </section>
      <SubjectBadges
        id="badges-topics"
        heading={t('achievements.topics.heading')}
        empty={t('achievements.topics.empty')}
        badges={topics}
      />
      <SubjectBadges
        id="badges-places"
        heading={t('achievements.locations.heading')}
        empty={t('achievements.locations.empty')}
        badges={places}
      />
    </>
  );
}

type SubjectBadge = AchievementsView['badges'][number];

/** Topic or place badges: one tile per subject, linking to its page. */
function SubjectBadges({
  id,
  heading,
  empty,
  badges,
}: {
  id: string;
  heading: string;
  empty: string;
  badges: readonly SubjectBadge[];
}) {
  const t = useT();
  return (
    <section className="badges-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {badges.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="badge-grid">
          {badges.map((badge) => (
            <BadgeTile
              key={badge.subjectId}
              name={badge.title}
              description={t('achievements.badge.desc', { title: badge.title })}
              view={badge}
              href={badge.url}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
