import type { ContentExtra } from '@masthead/core';
import { useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';

type Question = Extract<ContentExtra, { kind: 'quiz' }>['questions'][number];

/**
 * The quiz on its own page: a start area with the number of questions, then every question as a group of
 * radio buttons, checked in the browser (a quiz is for fun; nothing is sent or stored).
 */
export function QuizPlayer({ questions }: { questions: Question[] }) {
  const t = useT();
  const id = useId();
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [checked, setChecked] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const firstQuestion = useRef<HTMLFieldSetElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const score = answers.filter((answer, index) => answer === questions[index]?.answer).length;

  const start = () => {
    setStarted(true);
    requestAnimationFrame(() => firstQuestion.current?.querySelector('input')?.focus());
  };
  const check = () => {
    if (answers.some((answer) => answer === null)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setChecked(true);
    requestAnimationFrame(() => result.current?.focus());
  };
  const retry = () => {
    setAnswers(questions.map(() => null));
    setChecked(false);
    requestAnimationFrame(() => firstQuestion.current?.querySelector('input')?.focus());
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
            check();
          }}
        >
          {questions.map((question, index) => {
            const chosen = answers[index];
            const right = chosen === question.answer;
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order.
                key={index}
                ref={index === 0 ? firstQuestion : undefined}
                className="quiz-question"
                disabled={checked}
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
                {checked && (
                  <p className={right ? 'quiz-feedback quiz-right' : 'quiz-feedback quiz-wrong'}>
                    {right
                      ? t('content.quiz.right')
                      : t('content.quiz.wrong', { answer: question.options[question.answer] ?? '' })}
                    {question.explanation && ` ${question.explanation}`}
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
          {checked ? (
            <>
              <p className="quiz-score" ref={result} tabIndex={-1} aria-live="polite">
                {t('content.quiz.score', { score, total: questions.length })}
              </p>
              <button type="button" className="button button-secondary" onClick={retry}>
                {t('content.quiz.retry')}
              </button>
            </>
          ) : (
            <button type="submit" className="button button-primary">
              {t('content.quiz.check')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
