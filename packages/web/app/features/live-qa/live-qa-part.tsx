import {
  type ContentExtra,
  ERRORS,
  isLoginRequired,
  LIVE_QA_LIMITS,
  LIVE_QA_REFRESH_MS,
  type LiveQaBoard,
  type LiveQaQuestion,
  profilePath,
} from '@masthead/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api, fieldMessages } from '../../lib/api';
import { useI18n, useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { formatWallClock } from '../content/format';
import { useVisiblePolling } from '../polls/use-visible-polling';
import './live-qa.css';

type LiveQaExtra = Extract<ContentExtra, { kind: 'liveQa' }>;

export type LiveQaPartProps = {
  cgroupId: number;
  extra: LiveQaExtra;
  /** The board the page was made with; null where there is no live session behind it (a preview). */
  initial: LiveQaBoard | null;
  labelLang?: string | undefined;
};

type BoardAnswer = { board: LiveQaBoard };

const NAME_MARK = '\u0001';

function UpIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 2.5 14 10H10v3.5H6V10H2z" fill="currentColor" />
    </svg>
  );
}

/** The reader's question box: shown while the session is open. */
function AskForm({ cgroupId, onAsked }: { cgroupId: number; onAsked: (board: LiveQaBoard) => void }) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(t('validation.liveQa.question.required'));
      area.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await api<BoardAnswer>('/api2/liveqa/ask', { cgroupId, question: text });
    setBusy(false);
    if (!answer.ok) {
      if (isLoginRequired(answer.error)) return;
      setError(fieldMessages(answer.error, null).question ?? answer.message);
      area.current?.focus();
      return;
    }
    setText('');
    showSnackbar(t('liveQa.ask.sent'));
    onAsked(answer.data.board);
  }

  return (
    <form className="qa-ask" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-question`} className="qa-ask-label">
        {t('liveQa.ask.label')}
      </label>
      <textarea
        ref={area}
        id={`${id}-question`}
        className="qa-textarea"
        rows={3}
        value={text}
        maxLength={LIVE_QA_LIMITS.questionMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="qa-error" role="alert">
          {error}
        </p>
      )}
      <div className="qa-ask-actions">
        <p id={`${id}-hint`} className="muted qa-hint">
          {t('liveQa.ask.hint')}
        </p>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('liveQa.ask.sending') : t('liveQa.ask.submit')}
        </button>
      </div>
    </form>
  );
}

/** The host's answer box for one question. */
function AnswerForm({
  question,
  onSaved,
  onCancel,
}: {
  question: LiveQaQuestion;
  onSaved: (board: LiveQaBoard) => void;
  onCancel?: (() => void) | undefined;
}) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(t('validation.liveQa.answer.required'));
      area.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await api<BoardAnswer>('/api2/liveqa/answer', {
      questionId: question.questionId,
      answer: text,
    });
    setBusy(false);
    if (!answer.ok) {
      if (isLoginRequired(answer.error)) return;
      setError(fieldMessages(answer.error, null).answer ?? answer.message);
      return;
    }
    showSnackbar(t('liveQa.answer.saved'));
    onSaved(answer.data.board);
  }

  return (
    <form className="qa-answer-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-answer`} className="qa-ask-label">
        {t('liveQa.answer.label')}
      </label>
      <textarea
        ref={area}
        id={`${id}-answer`}
        className="qa-textarea"
        rows={3}
        value={text}
        maxLength={LIVE_QA_LIMITS.answerMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="qa-error" role="alert">
          {error}
        </p>
      )}
      <div className="qa-answer-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {question.answer ? t('liveQa.answer.update') : t('liveQa.answer.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button-ghost button-small" onClick={onCancel}>
            {t('liveQa.answer.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function QuestionItem({
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
    const answer = await api<BoardAnswer>('/api2/liveqa/hide', { questionId: question.questionId, hidden });
    if (answer.ok) onBoard(answer.data.board);
    else if (!isLoginRequired(answer.error)) showSnackbar(answer.message);
  }

  return (
    <li className={question.hidden ? 'qa-item qa-item-hidden' : 'qa-item'}>
      <button
        type="button"
        className="qa-upvote"
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
  const [board, setBoard] = useState<LiveQaBoard | null>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [switching, setSwitching] = useState(false);
  const known = useRef(new Set(initial?.questions.map((q) => q.questionId) ?? []));
  // Upvotes on their way to the server, so a refresh in between does not undo the reader's press.
  const pending = useRef(new Map<number, boolean>());

  /** Takes a board from the server; `announce` tells of questions others asked since the last one. */
  function accept(next: LiveQaBoard, announce: boolean) {
    const fresh = next.questions.filter((q) => !known.current.has(q.questionId));
    for (const q of next.questions) known.current.add(q.questionId);
    if (announce && fresh.length > 0) setAnnouncement(t('liveQa.newQuestions', { count: fresh.length }));
    setBoard({
      ...next,
      questions: next.questions.map((q) => {
        const up = pending.current.get(q.questionId);
        return up === undefined || up === q.myVote
          ? q
          : { ...q, myVote: up, upvoteCount: Math.max(0, q.upvoteCount + (up ? 1 : -1)) };
      }),
    });
  }

  async function refresh() {
    const answer = await api<BoardAnswer>(
      '/api2/liveqa/questions',
      { cgroupId },
      { method: 'GET', promptLogin: false },
    );
    if (answer.ok) accept(answer.data.board, true);
  }
  useVisiblePolling(refresh, LIVE_QA_REFRESH_MS, Boolean(board?.open));

  function patch(questionId: number, change: Partial<LiveQaQuestion>) {
    setBoard((current) =>
      current
        ? {
            ...current,
            questions: current.questions.map((q) => (q.questionId === questionId ? { ...q, ...change } : q)),
          }
        : current,
    );
  }

  async function vote(question: LiveQaQuestion, up: boolean) {
    if (!viewer) return;
    const before = { myVote: question.myVote, upvoteCount: question.upvoteCount };
    pending.current.set(question.questionId, up);
    patch(question.questionId, {
      myVote: up,
      upvoteCount: Math.max(0, question.upvoteCount + (up ? 1 : -1)),
    });
    const answer = await api<{ vote: { questionId: number; upvoteCount: number; myVote: boolean } }>(
      '/api2/liveqa/upvote',
      { questionId: question.questionId, up },
    );
    if (pending.current.get(question.questionId) !== up) return;
    pending.current.delete(question.questionId);
    if (answer.ok) {
      patch(question.questionId, {
        myVote: answer.data.vote.myVote,
        upvoteCount: answer.data.vote.upvoteCount,
      });
      return;
    }
    patch(question.questionId, before);
    if (isLoginRequired(answer.error)) return;
    showSnackbar(
      answer.error.errorCode === ERRORS['liveQa.closed'].errorCode ? answer.message : t('liveQa.failed'),
    );
    if (answer.error.errorCode === ERRORS['liveQa.closed'].errorCode) await refresh();
  }

  async function switchState(open: boolean) {
    setSwitching(true);
    const answer = await api<BoardAnswer>('/api2/liveqa/state', { cgroupId, open });
    setSwitching(false);
    if (!answer.ok) {
      if (!isLoginRequired(answer.error)) showSnackbar(answer.message);
      return;
    }
    accept(answer.data.board, false);
    setAnnouncement(open ? t('liveQa.host.opened') : t('liveQa.host.closed'));
  }

  const facts = (
    <p className="content-facts-line" lang={labelLang}>
      <time dateTime={extra.startsAt}>
        {t('content.liveQa.when', { date: formatWallClock(lang, extra.startsAt) })}
      </time>
      {' · '}
      {t('content.liveQa.host', { name: extra.host })}
    </p>
  );
  const prepared = (extra.questions ?? []).length > 0 && (
    <section className="qa-prepared" aria-labelledby={`${id}-prepared`}>
      <h3 id={`${id}-prepared`} lang={labelLang}>
        {t('content.liveQa.heading')}
      </h3>
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
