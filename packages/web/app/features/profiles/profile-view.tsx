import type { PublicProfile } from '@masthead/core';
import { Link } from 'react-router';
import { htmlLang, metaTranslator, useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { Avatar } from '../../ui/avatar';

/** Only web addresses become links; anything else (javascript:, data:) stays out of the page. */
export function safeWebsite(website: string): { href: string; label: string } | null {
  const value = website.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  return { href: url.href, label };
}

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** Title, description and canonical address of a profile page (every profile route has one). */
export function profileMeta(
  matches: Parameters<typeof metaTranslator>[0],
  profile: PublicProfile | undefined,
) {
  const t = metaTranslator(matches);
  if (!profile) return [{ title: t('shell.pageTitle', { title: t('notFound.title') }) }];
  const name = profile.displayName || profile.username;
  const bio = profile.bio.trim().replace(/\s+/g, ' ');
  const description =
    bio.length > DESCRIPTION_MAX
      ? `${bio.slice(0, DESCRIPTION_MAX - 1)}…`
      : bio || t('profile.meta.description', { name });
  const title = t('shell.pageTitle', {
    title: t('profile.meta.title', { name, username: profile.username }),
  });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'profile' },
    { tagName: 'link', rel: 'canonical', href: `/@${profile.username}` },
  ];
}

export function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const name = profile.displayName || profile.username;
  const website = safeWebsite(profile.website);
  const joined = new Intl.DateTimeFormat(htmlLang(lang), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(profile.createdAt));

  return (
    <article className="page profile">
      {profile.profileBgPath && <img className="profile-cover" src={profile.profileBgPath} alt="" />}
      <header className="profile-header">
        <Avatar name={name} photoPath={profile.photoPath} size={200} />
        <div className="profile-identity">
          <h1>{name}</h1>
          <p className="profile-username">@{profile.username}</p>
          {profile.bio && <p className="profile-bio">{profile.bio}</p>}
          <ul className="profile-facts">
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
          {viewer?.userId === profile.userId && (
            <Link className="button button-secondary" to="/settings/profile.html">
              {t('profile.edit')}
            </Link>
          )}
        </div>
      </header>
    </article>
  );
}
