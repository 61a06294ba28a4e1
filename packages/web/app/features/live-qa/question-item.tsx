import { isLoginRequired, type LiveQaBoard, type LiveQaQuestion, profilePath } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { formatWallClock } from '../content/format';
import { AnswerForm } from './qa-forms';

const NAME_MARK = '\u0001';

function UpIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 2.5 14 10H10v3.5H6V10H2z" fill="currentColor" />
    </svg>
  );
}

/** One question on the board: its upvote, who asked it and when, its answer and the host's tools. */
export function QuestionItem({
  question,
  board,
  onBoard,
  onVote,
}: {
  question: LiveQaQuestion;
  board: LiveQaBoard;
  onBoard: (board: LiveQaBoard) => void;
  onVote: (question: LiveQaQuestion, up: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const [editing, setEditing] = useState(false);
  const askerName = question.asker.displayName || question.asker.username;
  // The sentence around the asker's name, in the page's language; the name itself is a link.
  const [askedBefore = '', askedAfter = ''] = t('liveQa.asked', { name: NAME_MARK }).split(NAME_MARK);
  const guest = viewer ? {} : { 'data-require-login': '' };

  async function setHidden(hidden: boolean) {
    const answer = await call('POST /api2/liveqa/hide', { questionId: question.questionId, hidden });
    if (answer.ok) onBoard(answer.data.board);
    else if (!isLoginRequired(answer.error)) showSnackbar(answer.message);
  }

  return (
    <li className={question.hidden ? 'qa-item qa-item-hidden' : 'qa-item'}>
      <button
        type="button"
        className="tally-button qa-upvote"
        aria-pressed={question.myVote}
        disabled={!board.open}
        onClick={() => onVote(question, !question.myVote)}
        {...guest}
      >
        <UpIcon />
        <span className="visually-hidden">{t('liveQa.upvote')}, </span>
        <span aria-hidden="true">{question.upvoteCount}</span>
        <span className="visually-hidden">{t('liveQa.upvotes', { count: question.upvoteCount })}</span>
      </button>
      <div className="qa-body">
        <p className="qa-question">{question.question}</p>
        <p className="qa-meta">
          <span>
            {askedBefore}
            <Link to={profilePath(question.asker)}>{askerName}</Link>
            {askedAfter}
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={question.createdAt}>{formatWallClock(lang, question.createdAt, 'time')}</time>
          {question.answer && <span className="qa-badge">{t('liveQa.answered')}</span>}
          {question.hidden && <span className="qa-badge qa-badge-muted">{t('liveQa.hidden')}</span>}
        </p>
        {question.answer && !editing && (
          <div className="qa-answer">
            <p className="qa-answer-label">{t('liveQa.answer.heading')}</p>
            <p className="qa-answer-text">{question.answer}</p>
          </div>
        )}
        {board.isHost && (
          <div className="qa-host-tools">
            {!question.answer || editing ? (
              <AnswerForm
                question={question}
                onSaved={(next) => {
                  setEditing(false);
                  onBoard(next);
                }}
                onCancel={editing ? () => setEditing(false) : undefined}
              />
            ) : (
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => setEditing(true)}
              >
                {t('liveQa.answer.edit')}
              </button>
            )}
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => void setHidden(!question.hidden)}
            >
              {question.hidden ? t('liveQa.show') : t('liveQa.hide')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
