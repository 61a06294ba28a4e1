import type { ContentRequestView } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney } from '../content/format';
import { eventKey } from './labels';

/** Every move of the request, oldest first: who, when, and the note or offer it carried. */
export function Timeline({ request }: { request: ContentRequestView }) {
  const { t, lang } = useI18n();
  return (
    <section className="request-timeline" aria-labelledby="request-timeline">
      <h2 id="request-timeline">{t('contentRequests.detail.timeline')}</h2>
      <ol>
        {request.timeline.map((event) => (
          <li key={event.id}>
            <p>
              {t(eventKey(event.action), { name: event.actor.displayName || event.actor.username })}{' '}
              <time className="muted" dateTime={event.at}>
                {formatDate(lang, event.at, true)}
              </time>
            </p>
            {event.offer && (event.action === 'counter' || event.action === 'takeCounterOffer') && (
              <p className="muted">
                {t('contentRequests.event.offer', {
                  amount: formatMoney(lang, event.offer.feeMinor, request.currency),
                  date: formatDate(lang, event.offer.deadline, true),
                })}
              </p>
            )}
            {event.note && <blockquote className="request-note">{event.note}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  );
}
