import type { ContentExtra, ContentPage } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney, formatWallClock } from './format';
import { QuizPlayer } from './quiz-player';

type Extra<K extends ContentExtra['kind']> = Extract<ContentExtra, { kind: K }>;

/** The host of a web address, for 'Originally published at {site}'. */
export function siteOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** ctype 5: the original article as a link card; readers' links are not endorsed (nofollow ugc). */
export function ExternalCard({ content }: { content: ContentPage }) {
  const { t } = useI18n();
  const site = content.linkUrl ? siteOf(content.linkUrl) : null;
  if (!content.linkUrl || !site) return null;
  return (
    <a className="content-link-card" href={content.linkUrl} rel="noopener nofollow ugc" target="_blank">
      <span className="content-link-site">{t('content.external.from', { site })}</span>
      <span className="content-link-title">{content.linkContent?.t ?? content.title}</span>
      {content.linkContent?.d && <span className="content-link-description">{content.linkContent.d}</span>}
      <span className="content-link-action">{t('content.external.read')}</span>
    </a>
  );
}

/** ctype 101: when and where, before the body. */
export function EventFacts({ extra }: { extra: Extra<'event'> }) {
  const { t, lang } = useI18n();
  const site = extra.online ? siteOf(extra.online) : null;
  return (
    <dl className="content-facts">
      <div>
        <dt>{t('content.event.when')}</dt>
        <dd>
          <time dateTime={extra.startsAt}>{formatWallClock(lang, extra.startsAt)}</time>
          {extra.endsAt && (
            <>
              {' '}
              <time dateTime={extra.endsAt}>
                {t('content.event.until', { time: formatWallClock(lang, extra.endsAt, 'time') })}
              </time>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('content.event.where')}</dt>
        <dd>
          {extra.venue}
          {extra.address && <span className="content-facts-sub">{extra.address}</span>}
          {extra.online && site && (
            <a className="content-facts-sub" href={extra.online} rel="noopener nofollow ugc" target="_blank">
              {t('content.event.online')} ({site})
            </a>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** ctype 10 and 102: the numbered items. */
function ListItems({ extra }: { extra: Extra<'list'> }) {
  const { t } = useI18n();
  if (extra.items.length === 0) return null;
  return (
    <section className="content-part" aria-labelledby="content-list-heading">
      <h2 id="content-list-heading">{t('content.list.heading')}</h2>
      <ol className="content-list-items">
        {extra.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items are shown in their stored order.
          <li key={index}>
            <h3>
              {item.url && siteOf(item.url) ? (
                <a href={item.url} rel="noopener nofollow ugc" target="_blank">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            {item.description && <p>{item.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function DatabaseTable({ extra }: { extra: Extra<'database'> }) {
  const { t } = useI18n();
  return (
    <section className="content-part">
      <div className="content-table-wrap">
        <table className="content-table">
          <caption>{t('content.database.caption')}</caption>
          <thead>
            <tr>
              {extra.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {extra.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: table rows keep their stored order.
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column order.
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column order.
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PollChoices({ extra }: { extra: Extra<'poll'> }) {
  const { t, lang } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-poll-heading">
      <h2 id="content-poll-heading">{t('content.poll.heading')}</h2>
      <ul className="content-choices">
        {extra.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      {extra.closesAt && (
        <p className="muted">{t('content.poll.closes', { date: formatDate(lang, extra.closesAt, true) })}</p>
      )}
    </section>
  );
}

function ChatTranscript({ extra }: { extra: Extra<'chat'> }) {
  const { t } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-chat-heading">
      <h2 id="content-chat-heading">{t('content.chat.heading')}</h2>
      <dl className="content-chat">
        {extra.messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript keeps its order.
          <div key={index}>
            <dt>{message.speaker}</dt>
            <dd>{message.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LiveQa({ extra }: { extra: Extra<'liveQa'> }) {
  const { t, lang } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-qa-heading">
      <p className="content-facts-line">
        <time dateTime={extra.startsAt}>
          {t('content.liveQa.when', { date: formatWallClock(lang, extra.startsAt) })}
        </time>
        {' · '}
        {t('content.liveQa.host', { name: extra.host })}
      </p>
      <h2 id="content-qa-heading">{t('content.liveQa.heading')}</h2>
      <dl className="content-qa">
        {(extra.questions ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order.
          <div key={index}>
            <dt>{item.question}</dt>
            <dd className={item.answer ? undefined : 'muted'}>
              {item.answer || t('content.liveQa.pending')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Fundraiser({ extra }: { extra: Extra<'donate'> }) {
  const { t, lang } = useI18n();
  const percent = Math.min(100, Math.round((extra.raisedMinor / extra.goalMinor) * 100));
  const raised = formatMoney(lang, extra.raisedMinor, extra.currency);
  const goal = formatMoney(lang, extra.goalMinor, extra.currency);
  return (
    <section className="content-part" aria-labelledby="content-donate-heading">
      <h2 id="content-donate-heading">{t('content.donate.heading')}</h2>
      <progress
        className="content-progress"
        max={100}
        value={percent}
        aria-labelledby="content-donate-label"
      />
      <p id="content-donate-label">{t('content.donate.raised', { raised, goal })}</p>
    </section>
  );
}

/** Meme captions sit on the picture; readers of the page also get them as text. */
export function MemeCaptions({ extra }: { extra: Extra<'meme'> }) {
  return (
    <>
      {extra.topText && <span className="content-meme-top">{extra.topText}</span>}
      {extra.bottomText && <span className="content-meme-bottom">{extra.bottomText}</span>}
    </>
  );
}

/** The type-specific part shown after the body. */
export function TypePart({ content }: { content: ContentPage }) {
  const { extra } = content;
  switch (extra.kind) {
    case 'list':
      return <ListItems extra={extra} />;
    case 'quiz':
      return <QuizPlayer questions={extra.questions} />;
    case 'database':
      return <DatabaseTable extra={extra} />;
    case 'poll':
      return <PollChoices extra={extra} />;
    case 'chat':
      return <ChatTranscript extra={extra} />;
    case 'liveQa':
      return <LiveQa extra={extra} />;
    case 'donate':
      return <Fundraiser extra={extra} />;
    default:
      return null;
  }
}
