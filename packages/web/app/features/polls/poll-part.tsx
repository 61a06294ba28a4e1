import {
  type ContentExtra,
  ERRORS,
  isLoginRequired,
  POLL_REFRESH_MS,
  type PollResults,
  pollPercentages,
} from '@masthead/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { formatDate } from '../content/format';
import { useVisiblePolling } from './use-visible-polling';
import './polls.css';

type PollExtra = Extract<ContentExtra, { kind: 'poll' }>;

export type PollPartProps = {
  cgroupId: number;
  /** The person who wrote the poll sees its results instead of the form. */
  authorId: number;
  extra: PollExtra;
  /** The results the page was made with; null where the poll cannot be voted on (a draft preview). */
  initial: PollResults | null;
  labelLang?: string | undefined;
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5 6.5 12 13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Bars with percentages and counts; the reader's choice marked. */
function PollResultsList({ options, results }: { options: string[]; results: PollResults }) {
  const { t } = useI18n();
  const percents = pollPercentages(results.counts, results.total);
  return (
    <ul className="poll-results">
      {options.map((option, index) => {
        const mine = results.myChoice === index;
        const percent = percents[index] ?? 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options keep their order.
          <li key={index} className={mine ? 'poll-result poll-result-mine' : 'poll-result'}>
            <div className="poll-result-row">
              <span className="poll-result-label">
                {option}
                {mine && (
                  <span className="poll-badge">
                    <CheckIcon />
                    {t('polls.yourChoice')}
                  </span>
                )}
              </span>
              <span className="poll-result-figures">
                <strong>{t('polls.option.percent', { percent })}</strong>{' '}
                <span className="poll-result-count">
                  {t('polls.option.votes', { count: results.counts[index] ?? 0 })}
                </span>
              </span>
            </div>
            <div className="poll-bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * ctype 104: a poll. Before voting, radio options and Vote; after voting (or once the poll closed, or
 * for its author) bars with percentages and counts, refreshed every 10 s while the page is visible.
 * Guests see the results and the sign-in prompt.
 */
export function PollPart({ cgroupId, authorId, extra, initial, labelLang }: PollPartProps) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const id = useId();
  const [results, setResults] = useState<PollResults | null>(initial);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // After a vote the results take the focus, once React has put them on the page.
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    if (!focusResults) return;
    resultsHeading.current?.focus();
    setFocusResults(false);
  }, [focusResults]);

  const isAuthor = viewer?.userId === authorId;
  const canVote = Boolean(viewer && results && results.myChoice === null && !results.closed && !isAuthor);
  const showResults = Boolean(results && !canVote);

  async function refresh() {
    const answer = await call('GET /api2/poll/results', { cgroupId }, { promptLogin: false });
    if (answer.ok) setResults(answer.data.results);
  }
  useVisiblePolling(refresh, POLL_REFRESH_MS, showResults && !results?.closed);

  async function vote(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (choice === null) {
      setError(t('polls.choose'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await call('POST /api2/poll/vote', { cgroupId, option: choice });
    setBusy(false);
    if (answer.ok) {
      setResults(answer.data.results);
      setAnnouncement(t('polls.thanks'));
      setFocusResults(true);
      return;
    }
    if (isLoginRequired(answer.error)) return;
    const code = answer.error.errorCode;
    if (code === ERRORS['poll.already.voted'].errorCode || code === ERRORS['poll.closed'].errorCode) {
      showSnackbar(answer.message);
      await refresh();
      setFocusResults(true);
      return;
    }
    setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('polls.failed'));
  }

  const closesNote = extra.closesAt && !results?.closed && (
    <p className="muted poll-note" lang={labelLang}>
      {t('polls.closes', { date: formatDate(lang, extra.closesAt, true) })}
    </p>
  );

  if (!results) {
    // Read-only (no live poll behind the page): the choices as text.
    return (
      <section className="content-part poll" aria-labelledby={`${id}-heading`} lang={labelLang}>
        <h2 id={`${id}-heading`}>{t('content.poll.heading')}</h2>
        <ul className="content-choices">
          {extra.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        {closesNote}
      </section>
    );
  }

  return (
    <section className="content-part poll" aria-labelledby={`${id}-heading`}>
      {canVote ? (
        <form className="poll-form" onSubmit={vote} noValidate>
          <fieldset className="poll-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
            <legend>
              <h2 id={`${id}-heading`} lang={labelLang}>
                {t('polls.heading')}
              </h2>
            </legend>
            {extra.options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options keep their order.
              <label key={index} className="poll-option">
                <input
                  type="radio"
                  name={`${id}-option`}
                  value={index}
                  checked={choice === index}
                  onChange={() => {
                    setChoice(index);
                    setError(null);
                  }}
                />
                <span>{option}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p id={`${id}-error`} className="poll-error" role="alert" lang={labelLang}>
              {error}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={busy} lang={labelLang}>
            {busy ? t('polls.voting') : t('polls.vote')}
          </button>
          {closesNote}
        </form>
      ) : (
        <>
          <h2 id={`${id}-heading`} ref={resultsHeading} tabIndex={-1} lang={labelLang}>
            {t('polls.results')}
          </h2>
          <PollResultsList options={extra.options} results={results} />
          <p className="poll-total" lang={labelLang}>
            {t('polls.total', { count: results.total })}
          </p>
          <div lang={labelLang}>
            {results.closed ? (
              <p className="poll-note poll-closed">{t('polls.closed')}</p>
            ) : isAuthor ? (
              <p className="muted poll-note">{t('polls.author')}</p>
            ) : viewer ? (
              <p className="muted poll-note">{t('polls.live')}</p>
            ) : null}
            {!viewer && !results.closed && (
              <div className="poll-guest">
                <p>{t('polls.signIn.lede')}</p>
                <button type="button" className="button button-primary button-small" data-require-login="">
                  {t('polls.signIn')}
                </button>
              </div>
            )}
            {closesNote}
          </div>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
