import type { ContentExtra, ContentPage } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { LiveQaPart } from '../live-qa/live-qa-part';
import { DonatePanel } from '../payments/donate-panel';
import { useInteraction } from '../polls/interaction';
import { PollPart } from '../polls/poll-part';
import { VoteListPart } from '../polls/vote-list-part';
import { formatTimeRange, useLabelLang } from './format';
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
 * ctype 10 (and 102 where no votes come with the page, a draft preview): the numbered items. A
 * published votable list is the polls feature's VoteListPart.
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
  // Polls, votable lists and live Q&A come with what readers did, as the page's loader found it.
  const interaction = useInteraction(content.cgroupId);
  const { extra } = content;
  switch (extra.kind) {
    case 'list':
      if (interaction?.kind === 'list')
        return (
          <VoteListPart
            key={content.cgroupId}
            cgroupId={content.cgroupId}
            extra={extra}
            initial={interaction.votes}
            labelLang={labelLang}
          />
        );
      return <ListItems extra={extra} labelLang={labelLang} />;
    case 'quiz':
      return <QuizPlayer key={content.cgroupId} quizId={content.cgroupId} questions={extra.questions} />;
    case 'database':
      return <DatabaseTable extra={extra} labelLang={labelLang} />;
    case 'poll':
      return (
        <PollPart
          key={content.cgroupId}
          cgroupId={content.cgroupId}
          authorId={content.author.userId}
          extra={extra}
          initial={interaction?.kind === 'poll' ? interaction.results : null}
          labelLang={labelLang}
        />
      );
    case 'chat':
      return <ChatTranscript extra={extra} labelLang={labelLang} />;
    case 'liveQa':
      return (
        <LiveQaPart
          key={content.cgroupId}
          cgroupId={content.cgroupId}
          extra={extra}
          initial={interaction?.kind === 'liveQa' ? interaction.board : null}
          labelLang={labelLang}
        />
      );
    case 'donate':
      // The fundraiser's raised total and supporters (ledger), and the Donate button (payments feature).
      return (
        <DonatePanel
          content={content}
          goalMinor={extra.goalMinor}
          currency={extra.currency}
          labelLang={labelLang}
        />
      );
    default:
      return null;
  }
}
