import { Link } from 'react-router';
import { useLoginPrompt } from '../features/shell/login-prompt';
import { metaTranslator, useT } from '../lib/i18n';
import { useViewer } from '../lib/root-data';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('home.meta.title') },
    { name: 'description', content: t('home.meta.description') },
    { property: 'og:title', content: 'Masthead' },
    { property: 'og:description', content: t('home.meta.description') },
  ];
};

export default function Home() {
  return useViewer() ? <MemberHome /> : <GuestHome />;
}

function GuestHome() {
  const t = useT();
  const { openLoginPrompt } = useLoginPrompt();
  const features = [
    { title: t('home.feature.read.title'), body: t('home.feature.read.body') },
    { title: t('home.feature.follow.title'), body: t('home.feature.follow.body') },
    { title: t('home.feature.publish.title'), body: t('home.feature.publish.body') },
  ];
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{t('home.hero.title')}</h1>
        <p className="hero-lede">{t('home.hero.body')}</p>
        <div className="hero-actions">
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => openLoginPrompt('signup')}
          >
            {t('home.hero.signUp')}
          </button>
          <button
            type="button"
            className="button button-secondary button-large"
            onClick={() => openLoginPrompt('signin')}
          >
            {t('shell.signIn')}
          </button>
        </div>
      </section>
      <ul className="feature-list">
        {features.map((feature) => (
          <li key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberHome() {
  const t = useT();
  const viewer = useViewer()!;
  const links = [
    {
      to: `/@${viewer.username}`,
      label: t('home.welcome.viewProfile'),
      hint: t('home.welcome.viewProfileHint'),
    },
    {
      to: '/settings/profile.html',
      label: t('shell.account.profileSettings'),
      hint: t('home.welcome.profileHint'),
    },
    {
      to: '/settings/account.html',
      label: t('shell.account.accountSettings'),
      hint: t('home.welcome.accountHint'),
    },
    {
      to: '/settings/notifications.html',
      label: t('shell.account.notificationSettings'),
      hint: t('home.welcome.notificationsHint'),
    },
  ];
  return (
    <div className="page home">
      <section className="welcome" aria-labelledby="home-welcome-title">
        <h1 id="home-welcome-title">{t('home.welcome.title', { name: viewer.displayName })}</h1>
        <p className="hero-lede">{t('home.welcome.body')}</p>
      </section>
      <ul className="link-cards">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <strong>{link.label}</strong>
              <span>{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
