import {
  BADGES_PAGE_PATH,
  type ContentRequestProfileCard,
  type ContentSummary,
  type CurrentUser,
  contentRequestPaths,
  type FeedPage,
  isOwner,
  type MagazinePageExtras,
  type OpenContributionCard,
  type PublicProfile,
  USER_TYPE,
} from '@masthead/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { htmlLang, partLang, useI18n } from '../../lib/i18n';
import { useRootData, useViewer } from '../../lib/root-data';
import { Avatar } from '../../ui/avatar';
import { formatNumber } from '../content/format';
import { RequestsProfileCard } from '../content-requests/profile-card';
import {
  CustomisedPage,
  type PageCustomisation,
  useLiveCover,
  useLiveItems,
} from '../customisation/customised-page';
import { FeaturedRow } from '../customisation/featured-row';
import { ProfileTabs } from '../customisation/profile-tabs';
import { FollowButton } from '../engagement/follow-button';
import { PageSectionsProvider } from '../feeds/page-sections';
import { useFollowerCount } from '../feeds/use-follower-count';
import { MagazineLinks } from '../magazines/magazine-links';
import { MagazineSections, PageTopics } from '../magazines/magazine-sections';
import { ReportButton } from '../moderation/report-button';
import { ContributionCard } from '../open-contribution/contribution-card';
import { ContributionHost } from '../open-contribution/contribution-host';
import { bioKeyFor, safeWebsite } from './profile-meta';
import { ProfileStories } from './profile-stories';

type ProfileViewProps = {
  profile: PublicProfile;
  /** The profile's published stories (first page). */
  stories?: FeedPage<ContentSummary> | undefined;
  /** Stories per page of its feed: SPEC §9's main feed limit of the layout shown (else the default). */
  feedLimit?: number | undefined;
  /** A line under the name, such as the writer's role in a magazine. */
  note?: ReactNode;
  /** Stories in one magazine only (the writer page). */
  magazine?: { userId: number; name: string } | undefined;
  /** A magazine's topics and writers (its own page), and its open-contribution card while it has one. */
  extras?: (MagazinePageExtras & { openContribution?: OpenContributionCard | null }) | null | undefined;
  /** SPEC §3 customised page: its look for this viewer, and the side panel for those who may customise. */
  customisation?: PageCustomisation | undefined;
  /** Content requests: whether they take them, completed requests, ratings received. */
  requestsCard?: ContentRequestProfileCard | null | undefined;
};

export function ProfileView(props: ProfileViewProps) {
  const { profile } = props;
  return (
    <CustomisedPage
      customisation={props.customisation ?? null}
      name={profile.displayName || profile.username}
      coverPath={profile.profileBgPath}
    >
      <ProfileBody {...props} />
    </CustomisedPage>
  );
}

function ProfileBody(props: ProfileViewProps) {
  const { profile, stories, note, magazine, extras, customisation } = props;
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const bioKey = bioKeyFor(profile, useRootData()?.flavour ?? 'explore');
  const bio = profile[bioKey];
  const name = profile.displayName || profile.username;
  const website = safeWebsite(profile.website);
  const [followers, onFollowChange] = useFollowerCount(profile.followerCount);
  const contribution = extras?.openContribution ?? null;
  const cover = useLiveCover(profile.profileBgPath);
  const items = useLiveItems(customisation?.look);
  const joined = new Intl.DateTimeFormat(htmlLang(lang), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(profile.createdAt));

  return (
    <article className="page profile">
      {cover && <img className="profile-cover" src={cover} alt="" />}
      <header id="profile-about" className="profile-header">
        <Avatar name={name} photoPath={profile.photoPath} size={200} />
        <div className="profile-identity">
          <h1>{name}</h1>
          <p className="profile-username">@{profile.username}</p>
          {note}
          {bio && (
            <p className="profile-bio" lang={partLang(profile.bioLangs?.[bioKey], lang)}>
              {bio}
            </p>
          )}
          <ul className="profile-facts">
            <li className="profile-followers">
              {t('content.profile.followers', { count: formatNumber(lang, followers) })}
            </li>
            {website && (
              <li>
                <span className="visually-hidden">{t('profile.website')}: </span>
                <a href={website.href} rel="nofollow ugc noopener" target="_blank">
                  {website.label}
                </a>
              </li>
            )}
            <li>
              <time dateTime={profile.createdAt}>{t('profile.joined', { date: joined })}</time>
            </li>
          </ul>
          {profile.userType !== USER_TYPE.magazine && <PersonLinks profile={profile} name={name} />}
          {viewer?.userId === profile.userId ? (
            <Link className="button button-secondary" to="/settings/profile.html">
              {t('profile.edit')}
            </Link>
          ) : ownsMagazine(viewer, profile.userId) ? null : (
            <>
              <FollowButton
                target={{ kind: 'user', id: profile.userId, name }}
                following={profile.following ?? false}
                onChange={onFollowChange}
              />
              {/* Commissioned work is asked of people, never of a magazine (content requests). */}
              {viewer && profile.userType !== USER_TYPE.magazine && (
                <Link
                  className="button button-secondary"
                  to={contentRequestPaths.create(undefined, profile.userId)}
                >
                  {t('contentRequests.requestButton')}
                </Link>
              )}
              {profile.userType !== USER_TYPE.magazine && (
                <ReportButton
                  kind="person"
                  targetId={profile.userId}
                  authorId={profile.userId}
                  className="button button-secondary"
                />
              )}
            </>
          )}
          {extras && <MagazineLinks magazine={profile} siteAddress={extras.siteAddress} />}
        </div>
      </header>
      <RequestsProfileCard card={props.requestsCard} />
      {items && <ProfileTabs tabs={items.tabs} />}
      {items && <FeaturedRow items={items.featured} />}
      {extras ? (
        <MagazineSections username={profile.username} extras={extras} topics={items?.sections ?? null} />
      ) : (
        items?.sections && <PageTopics username={profile.username} topics={items.sections} />
      )}
      {stories && (
        <PageSectionsProvider value={items?.sections ?? null}>
          <ProfileStories
            feed={stories}
            userId={profile.userId}
            limit={props.feedLimit}
            magazineUserId={magazine?.userId}
            label={
              magazine
                ? t('content.writer.feed', { name, magazine: magazine.name })
                : t('content.profile.feed', { name })
            }
            emptyMessage={
              magazine
                ? t('content.writer.emptyMessage', { name, magazine: magazine.name })
                : t('content.profile.emptyMessage', { name })
            }
            insert={
              contribution
                ? { at: contribution.feedCardIdx, node: <ContributionCard card={contribution} /> }
                : undefined
            }
          />
        </PageSectionsProvider>
      )}
      {contribution && <ContributionHost card={contribution} />}
    </article>
  );
}

/** Issue 13: a person's badges and public notebooks, one click from their profile. */
function PersonLinks({ profile, name }: { profile: PublicProfile; name: string }) {
  const { t } = useI18n();
  const query = `?userId=${profile.userId}`;
  return (
    <nav className="profile-links" aria-label={t('firstHour.profile.links', { name })}>
      <Link to={`${BADGES_PAGE_PATH}${query}`}>{t('achievements.title')}</Link>
      <Link to={`/notebooks.html${query}`}>{t('firstHour.profile.notebooks')}</Link>
    </nav>
  );
}

/**
 * Issue 13: an owner is not offered Follow on their own magazine (the magazine's links, shown to its
 * members, lead to its settings instead).
 */
const ownsMagazine = (viewer: CurrentUser | null, userId: number): boolean =>
  viewer?.magazines.some((magazine) => magazine.userId === userId && isOwner(magazine)) ?? false;
