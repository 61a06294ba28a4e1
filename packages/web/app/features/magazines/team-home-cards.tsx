import type { TeamHome } from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '../content/format';

type Card = {
  id: string;
  title: string;
  value: string;
  href: string;
  link: string;
  hint?: string;
  urgent?: boolean;
};

/** What needs the viewer's attention, as cards with counts and links (only those the viewer's rights reach). */
export function TeamHomeCards({ home }: { home: TeamHome }) {
  const { t, lang } = useI18n();
  const base = `/dashboard/@${home.magazine.username}`;
  const { submissions, invitations, members, plan } = home.attention;
  const cards: Card[] = [];
  if (submissions !== null)
    cards.push({
      id: 'submissions',
      title: t('teamHome.submissions'),
      value: formatNumber(lang, submissions),
      href: `${base}/review`,
      link: t('teamHome.submissionsLink'),
      urgent: submissions > 0,
    });
  if (invitations !== null)
    cards.push({
      id: 'invitations',
      title: t('teamHome.invitations'),
      value: formatNumber(lang, invitations),
      href: `${base}/team`,
      link: t('teamHome.invitationsLink'),
    });
  if (plan)
    cards.push({
      id: 'plan',
      title: t('teamHome.plan'),
      value: t(plan.labelKey),
      href: `${base}/plan`,
      link: t('teamHome.planLink'),
      ...(plan.current ? {} : { hint: t('teamHome.planExpiredHint'), urgent: true }),
    });
  cards.push({
    id: 'members',
    title: t('teamHome.members'),
    value: formatNumber(lang, members),
    href: `${base}/team`,
    link: t('teamHome.membersLink'),
  });
  return (
    <ul className="team-home-cards">
      {cards.map((card) => (
        <li key={card.id} className={card.urgent ? 'team-home-card is-urgent' : 'team-home-card'}>
          <h3 id={`team-home-${card.id}`}>{card.title}</h3>
          <p className="team-home-value">{card.value}</p>
          {card.hint && <p className="team-home-hint">{card.hint}</p>}
          <Link to={card.href} aria-describedby={`team-home-${card.id}`}>
            {card.link}
          </Link>
        </li>
      ))}
    </ul>
  );
}
