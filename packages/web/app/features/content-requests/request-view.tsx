import { type ContentRequestView, creatorShareOf, platformFeeOf, profilePath } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { RichText } from '../../ui/rich-text';
import { formatDate, formatMoney } from '../content/format';
import { BriefAttachments } from './brief-attachments';
import { ctypeKey, statusKey } from './labels';
import { Messages } from './messages';
import { PublishPanel } from './publish-panel';
import { Ratings } from './ratings';
import { RequestActions } from './request-actions';
import { Timeline } from './timeline';
import './content-requests.css';

const CLOSED = new Set(['canceled', 'paid', 'rejected_hard']);

/**
 * A request's page, for either party: where it stands (SPEC §4's label), the offer and the money
 * (escrow, the writer's share), the next step (only the moves this party may make now), the brief,
 * the work handed in, the timeline and the messages.
 */
export function RequestView({ initial }: { initial: ContentRequestView }) {
  const { t, lang } = useI18n();
  const [request, setRequest] = useState(initial);
  const money = (minor: number) => formatMoney(lang, minor, request.currency);
  const name = (profile: ContentRequestView['creator']) => profile.displayName || profile.username;
  const other = request.party === 'requester' ? request.creator : request.requester;
  const share = creatorShareOf(request.offer.feeMinor, request.platformFeeBasisPoints);
  const fee = platformFeeOf(request.offer.feeMinor, request.platformFeeBasisPoints);
  const anyMove = Object.entries(request.abilities).some(
    ([ability, allowed]) => allowed && ability !== 'message',
  );
  // A step that takes the request forward is this party's to make (canceling or revising is not one).
  const forward = Object.entries(request.abilities).some(
    ([ability, allowed]) => allowed && !['message', 'cancel', 'edit'].includes(ability),
  );

  return (
    <article className="page content-request-page">
      <header className="request-header">
        <p className={`request-status request-status-${request.status}`}>{t(statusKey(request.status))}</p>
        <h1>{request.title}</h1>
        <p className="muted">
          {t('contentRequests.detail.between', {
            requester: name(request.requester),
            creator: name(request.creator),
          })}{' '}
          <Link to={profilePath(other)}>@{other.username}</Link>
        </p>
      </header>

      <section className="request-offer" aria-labelledby="request-offer">
        <h2 id="request-offer">{t('contentRequests.detail.offer')}</h2>
        <dl>
          <dt>{t('contentRequests.detail.fee')}</dt>
          <dd>{money(request.offer.feeMinor)}</dd>
          <dt>{t('contentRequests.detail.deadline')}</dt>
          <dd>
            <time dateTime={request.offer.deadline}>{formatDate(lang, request.offer.deadline, true)}</time>
          </dd>
        </dl>
        {request.counterOffer && (
          <p className="request-counter">
            {t('contentRequests.detail.counterOffer', {
              amount: money(request.counterOffer.feeMinor),
              date: formatDate(lang, request.counterOffer.deadline, true),
            })}
          </p>
        )}
        {request.escrowMinor > 0 && (
          <p>{t('contentRequests.detail.escrow', { amount: money(request.escrowMinor) })}</p>
        )}
        <p className="muted">
          {t('contentRequests.detail.share', {
            name: name(request.creator),
            amount: money(share),
            fee: money(fee),
          })}
        </p>
        {request.card && request.status !== 'paid' && request.escrowMinor === 0 && (
          <p className="muted">
            {t('contentRequests.detail.card', { card: `${request.card.brand} •••• ${request.card.last4}` })}
          </p>
        )}
        {request.charging && <p role="status">{t('contentRequests.detail.charging')}</p>}
      </section>

      <section className="request-next" aria-labelledby="request-next">
        <h2 id="request-next">{t('contentRequests.detail.actions')}</h2>
        {!forward && (
          <p>
            {CLOSED.has(request.status)
              ? t('contentRequests.detail.closed')
              : t('contentRequests.detail.waiting', { name: name(other) })}
          </p>
        )}
        {anyMove && <RequestActions request={request} onChange={setRequest} />}
      </section>

      <section className="request-brief" aria-labelledby="request-brief">
        <h2 id="request-brief">{t('contentRequests.detail.brief')}</h2>
        <p className="muted">
          {t(ctypeKey(request.ctype))} · {t('contentRequests.detail.words', { count: request.words })} ·{' '}
          {t('contentRequests.detail.revisions', {
            used: request.revisionRounds,
            limit: request.revisionLimit,
          })}
        </p>
        <RichText html={request.description} />
        {request.links.length > 0 && (
          <>
            <h3>{t('contentRequests.detail.links')}</h3>
            <ul>
              {request.links.map((link) => (
                <li key={link}>
                  <a href={link} rel="noopener noreferrer nofollow ugc" target="_blank">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <BriefAttachments request={request} onChange={setRequest} />
      </section>

      {request.submission && (
        <section className="request-submission" aria-labelledby="request-submission">
          <h2 id="request-submission">{t('contentRequests.detail.submission')}</h2>
          <h3>{request.submission.title}</h3>
          <RichText html={request.submission.body} />
          {request.submission.url && !request.publishedInMagazine && (
            <Link to={request.submission.url}>{t('contentRequests.detail.readWork')}</Link>
          )}
          <PublishPanel request={request} onChange={setRequest} />
        </section>
      )}

      <Ratings request={request} onChange={setRequest} />
      <Timeline request={request} />
      <Messages request={request} onChange={setRequest} />
    </article>
  );
}
