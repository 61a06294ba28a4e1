import type { ContentRequestProfileCard } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatMoney } from '../content/format';
import { RatingItem, Stars } from './ratings';
import './content-requests.css';

/**
 * What a profile shows of content requests (issue 20): whether the person takes them and from which
 * fee, their completed requests, and the ratings they received. Nothing when there is nothing to say.
 */
export function RequestsProfileCard({ card }: { card: ContentRequestProfileCard | null | undefined }) {
  const { t, lang } = useI18n();
  if (!card || (!card.takesRequests && card.completed === 0 && !card.rating)) return null;
  return (
    <section className="requests-profile-card" aria-labelledby="requests-profile-card">
      <h2 id="requests-profile-card">{t('contentRequests.profile.heading')}</h2>
      <ul className="requests-profile-facts">
        {card.takesRequests && (
          <li className="requests-profile-takes">
            {t('contentRequests.profile.takes')}
            {card.startingFee &&
              ` · ${t('contentRequests.profile.from', {
                amount: formatMoney(lang, card.startingFee.feeMinor, card.startingFee.currency),
              })}`}
          </li>
        )}
        <li className="requests-profile-completed">
          {t('contentRequests.profile.completed', { count: card.completed })}
        </li>
        {card.rating && (
          <li className="requests-profile-rating">
            <Stars stars={card.rating.average} />{' '}
            {t('contentRequests.profile.rating', { average: card.rating.average, count: card.rating.count })}
          </li>
        )}
      </ul>
      {card.recent.length > 0 && (
        <ul className="rating-list">
          {card.recent.map((rating) => (
            <RatingItem key={`${rating.at}-${rating.rater.userId}`} rating={rating} />
          ))}
        </ul>
      )}
    </section>
  );
}
