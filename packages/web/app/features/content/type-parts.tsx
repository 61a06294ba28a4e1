import type { ContentExtra, ContentPage } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney, formatTimeRange, formatWallClock, useLabelLang } from './format';
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
  const labelLang = useLabelLang(content.lang);
  const site = content.linkUrl ? siteOf(content.linkUrl) : null;
  if (!content.linkUrl || !site) return null;
  return (
    <a className="content-link-card" href={content.linkUrl} rel="noopener nofollow ugc" target="_blank">
      <span className="content-link-site" lang={labelLang}>
        {t('content.external.from', { site })}
      </span>
      <span className="content-link-title">{content.linkContent?.t ?? content.title}</span>
      {content.linkContent?.d && <span className="content-link-description">{content.linkContent.d}</span>}
      <span className="content-link-action" lang={labelLang}>
        {t('content.external.read')}
      </span>
    </a>
  );
}

/** ctype 101: when and where, before the body; the time zone is named once. */
export function EventFacts({ extra, labelLang }: { extra: Extra<'event'>; labelLang?: string | undefined }) {
  const { t, lang } = useI18n();
  const site = extra.online ? siteOf(extra.online) : null;
  const when = formatTimeRange(lang, extra.startsAt, extra.endsAt);
  return (
    <dl className="content-facts">
      <div lang={labelLang}>
        <dt>{t('content.event.when')}</dt>
        <dd>
          <time dateTime={extra.startsAt}>{when.start}</time>
          {extra.endsAt && when.end && (
            <>
              {' '}
              <time dateTime={extra.endsAt}>{t('content.event.until', { time: when.end })}</time>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt lang={labelLang}>{t('content.event.where')}</dt>
        <dd>
          {extra.venue}
          {extra.address && <span className="content-facts-sub">{extra.address}</span>}
          {extra.online && site && (
            <a
              className="content-facts-sub"
              href={extra.online}
              rel="noopener nofollow ugc"
              target="_blank"
              lang={labelLang}
            >
              {t('content.event.online')} ({site})
            </a>
          )}
        </dd>
      </div>
    </dl>
  );
}

type PartProps<K extends ContentExtra['kind']> = { extra: Extra<K>; labelLang: string | undefined };

/**
 * ctype 10 and 102: the numbered items. A votable list reads as a list: voting on it comes with the
 * publishing tools, so nothing here looks like something to press.
 */
function ListItems({ extra, labelLang }: PartProps<'list'>) {
  const { t } = useI18n();
  if (extra.items.length === 0) return null;
  return (
    <section className="content-part" aria-labelledby="content-list-heading">
      <h2 id="content-list-heading" lang={labelLang}>
        {t('content.list.heading')}
      </h2>
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

function DatabaseTable({ extra, labelLang }: PartProps<'database'>) {
  const { t } = useI18n();
  return (
    <section className="content-part">
      <div className="content-table-wrap">
        <table className="content-table">
          <caption lang={labelLang}>{t('content.database.caption')}</caption>
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

/** ctype 104: the poll's choices as plain text (voting comes with the publishing tools). */
function PollChoices({ extra, labelLang }: PartProps<'poll'>) {
  const { t, lang } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-poll-heading">
      <h2 id="content-poll-heading" lang={labelLang}>
        {t('content.poll.heading')}
      </h2>
      <ul className="content-choices">
        {extra.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      {extra.closesAt && (
        <p className="muted" lang={labelLang}>
          {t('content.poll.closes', { date: formatDate(lang, extra.closesAt, true) })}
        </p>
      )}
    </section>
  );
}

function ChatTranscript({ extra, labelLang }: PartProps<'chat'>) {
  const { t } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-chat-heading">
      <h2 id="content-chat-heading" lang={labelLang}>
        {t('content.chat.heading')}
      </h2>
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

function LiveQa({ extra, labelLang }: PartProps<'liveQa'>) {
  const { t, lang } = useI18n();
  return (
    <section className="content-part" aria-labelledby="content-qa-heading">
      <p className="content-facts-line" lang={labelLang}>
        <time dateTime={extra.startsAt}>
          {t('content.liveQa.when', { date: formatWallClock(lang, extra.startsAt) })}
        </time>
        {' · '}
        {t('content.liveQa.host', { name: extra.host })}
      </p>
      <h2 id="content-qa-heading" lang={labelLang}>
        {t('content.liveQa.heading')}
      </h2>
      <dl className="content-qa">
        {(extra.questions ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order.
          <div key={index}>
            <dt>{item.question}</dt>
            {item.answer ? (
              <dd>{item.answer}</dd>
            ) : (
              <dd className="muted" lang={labelLang}>
                {t('content.liveQa.pending')}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * ctype 108: what has been raised towards the goal, as a fact (donating comes with the payments work,
 * so there is no button or call to give).
 */
function Fundraiser({ extra, labelLang }: PartProps<'donate'>) {
  const { t, lang } = useI18n();
  const percent = Math.min(100, Math.round((extra.raisedMinor / extra.goalMinor) * 100));
  const raised = formatMoney(lang, extra.raisedMinor, extra.currency);
  const goal = formatMoney(lang, extra.goalMinor, extra.currency);
  return (
    <section className="content-part" aria-labelledby="content-donate-heading" lang={labelLang}>
      <h2 id="content-donate-heading">{t('content.donate.heading')}</h2>
      <p className="content-raised" id="content-donate-label">
        {t('content.donate.raised', { raised, goal })}
      </p>
      <progress
        className="content-progress"
        max={100}
        value={percent}
        aria-labelledby="content-donate-label"
      />
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
  const labelLang = useLabelLang(content.lang);
  const { extra } = content;
  switch (extra.kind) {
    case 'list':
      return <ListItems extra={extra} labelLang={labelLang} />;
    case 'quiz':
      return <QuizPlayer questions={extra.questions} />;
    case 'database':
      return <DatabaseTable extra={extra} labelLang={labelLang} />;
    case 'poll':
      return <PollChoices extra={extra} labelLang={labelLang} />;
    case 'chat':
      return <ChatTranscript extra={extra} labelLang={labelLang} />;
    case 'liveQa':
      return <LiveQa extra={extra} labelLang={labelLang} />;
    case 'donate':
      return <Fundraiser extra={extra} labelLang={labelLang} />;
    default:
      return null;
  }
}
