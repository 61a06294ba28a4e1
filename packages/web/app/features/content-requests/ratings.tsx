import {
  type ContentRequestRatingView,
  type ContentRequestView,
  RATING_COMMENT_MAX,
  RATING_STARS_MAX,
} from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextAreaField } from '../../ui/text-field';
import { formatDate } from '../content/format';
import { rateRequest } from './content-requests-api';

type Props = { request: ContentRequestView; onChange(request: ContentRequestView): void };

const STARS = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

/** Stars as text, with their meaning for screen readers. */
export function Stars({ stars }: { stars: number }) {
  const { t } = useI18n();
  const whole = Math.round(stars);
  return (
    <span className="rating-stars" role="img" aria-label={t('contentRequests.rating.star', { count: stars })}>
      {'★'.repeat(whole)}
      {'☆'.repeat(RATING_STARS_MAX - whole)}
    </span>
  );
}

/** One rating: who gave it, the stars, the words. */
export function RatingItem({ rating }: { rating: ContentRequestRatingView }) {
  const { t, lang } = useI18n();
  const name = rating.rater.displayName || rating.rater.username;
  return (
    <li className="rating-item">
      <p>
        <Stars stars={rating.stars} /> {t('contentRequests.rating.by', { name, stars: rating.stars })}{' '}
        <time className="muted" dateTime={rating.at}>
          {formatDate(lang, rating.at)}
        </time>
      </p>
      {rating.comment && <p className="request-message-body">{rating.comment}</p>}
    </li>
  );
}

/**
 * Ratings on a request's page once it is paid: the ones given, and the form to rate the other party
 * while this party has not (core's rateRefusal decides; the answer says mayRate).
 */
export function Ratings({ request, onChange }: Props) {
  const { t } = useI18n();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (request.ratings.length === 0 && !request.mayRate) return null;
  const other = request.party === 'requester' ? request.creator : request.requester;
  const otherName = other.displayName || other.username;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (stars < 1) return setError(t('validation.contentRequests.stars'));
    setBusy(true);
    const result = await rateRequest({ id: request.id, stars, comment: comment.trim() });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    onChange(result.data.request);
  }

  return (
    <section className="request-ratings" aria-labelledby="request-ratings">
      <h2 id="request-ratings">{t('contentRequests.rating.heading')}</h2>
      {request.ratings.length > 0 && (
        <ul className="rating-list">
          {request.ratings.map((rating) => (
            <RatingItem key={rating.by} rating={rating} />
          ))}
        </ul>
      )}
      {request.mayRate && (
        <form onSubmit={submit} noValidate className="rating-form">
          <fieldset>
            <legend>{t('contentRequests.rating.rate', { name: otherName })}</legend>
            <div className="rating-choices">
              {STARS.map((value) => (
                <label key={value} className="rating-choice">
                  <input
                    type="radio"
                    name="stars"
                    value={value}
                    checked={stars === value}
                    onChange={() => setStars(value)}
                  />
                  <span aria-hidden="true">{'★'.repeat(value)}</span>
                  <span className="visually-hidden">
                    {t('contentRequests.rating.star', { count: value })}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label={t('contentRequests.rating.comment')}
            name="comment"
            value={comment}
            onValueChange={setComment}
            rows={3}
            maxLength={RATING_COMMENT_MAX}
          />
          <FormAlert message={error} />
          <BusyButton
            label={t('contentRequests.rating.submit')}
            busyLabel={t('contentRequests.busy')}
            busy={busy}
          />
        </form>
      )}
    </section>
  );
}
