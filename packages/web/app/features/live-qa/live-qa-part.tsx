import type { ContentExtra, LiveQaBoard } from '@masthead/core';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { formatWallClock } from '../content/format';
import { PreparedQuestions } from './prepared-questions';
import { AskForm } from './qa-forms';
import { QuestionItem } from './question-item';
import { useLiveQaBoard } from './use-live-qa-board';
import './live-qa.css';

type LiveQaExtra = Extract<ContentExtra, { kind: 'liveQa' }>;

export type LiveQaPartProps = {
  cgroupId: number;
  extra: LiveQaExtra;
  /** The board the page was made with; null where there is no live session behind it (a preview). */
  initial: LiveQaBoard | null;
  labelLang?: string | undefined;
};

/**
 * ctype 107: a live Q&A. Signed-in readers ask while it is open, upvote questions (most upvoted first),
 * and see the host's answers; the host answers each question, hides what does not belong and opens or
 * closes the session. While open and visible, the board refreshes every 5 s and new questions are
 * announced politely.
 */
export function LiveQaPart({ cgroupId, extra, initial, labelLang }: LiveQaPartProps) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const id = useId();
  const { board, announcement, switching, accept, vote, switchState } = useLiveQaBoard(cgroupId, initial);

  const facts = (
    <p className="content-facts-line" lang={labelLang}>
      <time dateTime={extra.startsAt}>
        {t('content.liveQa.when', { date: formatWallClock(lang, extra.startsAt) })}
      </time>
      {' · '}
      {t('content.liveQa.host', { name: extra.host })}
    </p>
  );
  const prepared = <PreparedQuestions questions={extra.questions ?? []} labelLang={labelLang} />;

  if (!board) {
    return (
      <section className="content-part live-qa" aria-labelledby={`${id}-heading`}>
        {facts}
        <h2 id={`${id}-heading`} lang={labelLang}>
          {t('content.liveQa.heading')}
        </h2>
        {prepared}
      </section>
    );
  }

  return (
    <section className="content-part live-qa" aria-labelledby={`${id}-heading`}>
      {facts}
      <div className="qa-header" lang={labelLang}>
        <h2 id={`${id}-heading`}>{t('liveQa.board.heading')}</h2>
        <span className={board.open ? 'qa-status qa-status-open' : 'qa-status'}>
          {board.open ? t('liveQa.status.open') : t('liveQa.status.closed')}
        </span>
      </div>
      <div lang={labelLang}>
        {board.isHost && (
          <div className="qa-host-bar">
            <p className="qa-host-note">{t('liveQa.host.note')}</p>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={switching}
              onClick={() => void switchState(!board.open)}
            >
              {board.open ? t('liveQa.host.close') : t('liveQa.host.open')}
            </button>
          </div>
        )}
        {board.open && !board.isHost && (
          <section className="qa-ask-box" aria-labelledby={`${id}-ask`}>
            <h3 id={`${id}-ask`}>{t('liveQa.ask.heading')}</h3>
            {viewer ? (
              <AskForm cgroupId={cgroupId} onAsked={(next) => accept(next, false)} />
            ) : (
              <button type="button" className="button button-primary button-small" data-require-login="">
                {t('liveQa.ask.signIn')}
              </button>
            )}
          </section>
        )}
        {!board.open && !board.isHost && <p className="qa-closed">{t('liveQa.closed')}</p>}
        <p className="muted qa-lede">{t('liveQa.board.lede')}</p>
      </div>
      {board.questions.length === 0 ? (
        <p className="qa-empty" lang={labelLang}>
          {board.open ? t('liveQa.empty') : t('liveQa.emptyClosed')}
        </p>
      ) : (
        <ol className="qa-list" aria-labelledby={`${id}-heading`}>
          {board.questions.map((question) => (
            <QuestionItem
              key={question.questionId}
              question={question}
              board={board}
              onBoard={(next) => accept(next, false)}
              onVote={(q, up) => void vote(q, up)}
            />
          ))}
        </ol>
      )}
      {prepared}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
