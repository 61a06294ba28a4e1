import { type ContentExtra, isLoginRequired, type QuizSubmitResult } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import '../quizzes/quizzes.css';

type Question = Extract<ContentExtra, { kind: 'quiz' }>['questions'][number];

/**
 * The quiz on its own page: a start area with the number of questions, then every question as a group of
 * radio buttons. The page never holds the answers: the choices go to the server, which scores them,
 * stores the play and answers what was right, with the explanations and a shareable result page.
 */
export function QuizPlayer({ quizId, questions }: { quizId: number; questions: Question[] }) {
  const t = useT();
  const id = useId();
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [outcome, setOutcome] = useState<QuizSubmitResult | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstQuestion = useRef<HTMLFieldSetElement>(null);
  const result = useRef<HTMLParagraphElement>(null);

  // The score takes the focus once it is on the page (a frame may come before React has put it there).
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  // Issue 13: starting (or retrying) visibly starts the quiz: the first question scrolls into view and
  // its first choice takes the focus, once React has put the questions on the page.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const question = firstQuestion.current;
    if (!question) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    question.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    question.querySelector('input')?.focus({ preventScroll: true });
  }, [focusRequest]);
  const focusFirst = () => setFocusRequest((count) => count + 1);
  const start = () => {
    setStarted(true);
    focusFirst();
  };
  const check = async () => {
    if (busy) return;
    const chosen = answers.filter((answer): answer is number => answer !== null);
    if (chosen.length < answers.length) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setError(null);
    setBusy(true);
    const answer = await call('POST /api2/quiz/submit', { quizId, answers: chosen });
    setBusy(false);
    if (!answer.ok) {
      if (!isLoginRequired(answer.error))
        setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('quizzes.failed'));
      return;
    }
    setOutcome(answer.data.result);
  };
  const retry = () => {
    setAnswers(questions.map(() => null));
    setOutcome(null);
    focusFirst();
  };

  return (
    <section className="content-part quiz" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('content.quiz.heading')}</h2>
      <p className="muted">{t('content.quiz.count', { count: questions.length })}</p>
      {!started ? (
        <button type="button" className="button button-primary button-large" onClick={start}>
          {t('content.quiz.start')}
        </button>
      ) : (
        <form
          className="quiz-form"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          {questions.map((question, index) => {
            const chosen = answers[index];
            const told = outcome?.questions[index];
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order.
                key={index}
                ref={index === 0 ? firstQuestion : undefined}
                className="quiz-question"
                disabled={outcome !== null || busy}
              >
                <legend>
                  <span className="quiz-number">
                    {t('content.quiz.question', { number: index + 1, total: questions.length })}
                  </span>
                  {question.question}
                </legend>
                {question.options.map((option, optionIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options keep their order.
                  <label key={optionIndex} className="quiz-option">
                    <input
                      type="radio"
                      name={`${id}-q${index}`}
                      checked={chosen === optionIndex}
                      onChange={() => setAnswers((all) => all.map((a, i) => (i === index ? optionIndex : a)))}
                    />
                    {option}
                  </label>
                ))}
                {told && (
                  <p className={told.correct ? 'quiz-feedback quiz-right' : 'quiz-feedback quiz-wrong'}>
                    {told.correct
                      ? t('content.quiz.right')
                      : t('content.quiz.wrong', { answer: question.options[told.answer] ?? '' })}
                    {told.explanation && <span className="quiz-explanation"> {told.explanation}</span>}
                  </p>
                )}
              </fieldset>
            );
          })}
          {incomplete && (
            <p className="quiz-feedback quiz-wrong" role="alert">
              {t('content.quiz.unanswered')}
            </p>
          )}
          {error && (
            <p className="quiz-feedback quiz-wrong" role="alert">
              {error}
            </p>
          )}
          {outcome ? (
            <div className="quiz-outcome">
              <p className="quiz-score" ref={result} tabIndex={-1} aria-live="polite">
                {t('content.quiz.score', { score: outcome.score, total: outcome.total })}
              </p>
              <div className="quiz-outcome-actions">
                <Link className="button button-primary" to={outcome.url}>
                  {t('quizzes.resultLink')}
                </Link>
                <button type="button" className="button button-secondary" onClick={retry}>
                  {t('content.quiz.retry')}
                </button>
              </div>
            </div>
          ) : (
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? t('quizzes.checking') : t('content.quiz.check')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
