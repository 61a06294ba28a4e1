import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Stepper } from '../../../ui/stepper';
import { FormError, hasErrorUnder, useErrorAt } from './form-errors';
import { replaceRow } from './form-helpers';
import { QuestionCard } from './question-card';
import {
  emptyQuestion,
  QUIZ_QUESTIONS_MAX,
  type QuizQuestion,
  quizAnswersPicked,
  readQuiz,
  writeQuiz,
} from './quiz-model';
import { RowListEditor } from './row-list-editor';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';

type Change = (next: (current: QuizQuestion[]) => QuizQuestion[]) => void;

/** ctype 11: a stepper: the questions (2–6 options each, the right one picked), then a review. */
export function QuizForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const [questions, update, newKey] = useExtraState(extra, onChange, readQuiz, writeQuiz);
  const [checked, setChecked] = useState(false);
  const change: Change = (next) => {
    setChecked(false);
    update(next);
  };
  const errorAt = useErrorAt(errors);

  const questionsStep = (
    <RowListEditor
      rows={questions}
      onRowsChange={change}
      newRow={() => emptyQuestion(newKey)}
      addLabel={t('forms.quiz.addQuestion')}
      max={QUIZ_QUESTIONS_MAX}
      disabled={disabled}
      className="tf-questions"
      errors={<FormError message={errorAt('questions')} />}
    >
      {(question, { index, actions }) => {
        const name = t('forms.quiz.question', { number: index + 1 });
        return (
          <QuestionCard
            question={question}
            index={index}
            name={name}
            actions={actions(name, questions.length <= 1)}
            newKey={newKey}
            errorAt={errorAt}
            disabled={disabled}
            onChange={(next) =>
              change((current) => {
                const now = current[index];
                return now ? replaceRow(current, index, next(now)) : current;
              })
            }
          />
        );
      }}
    </RowListEditor>
  );

  return (
    <TypeFormSection headingId={headingId} title={t('forms.quiz.heading')} intro={t('forms.quiz.intro')}>
      <Stepper
        label={t('forms.quiz.heading')}
        submitLabel={t('forms.quiz.check')}
        onSubmit={() => setChecked(true)}
        steps={[
          {
            title: t('forms.quiz.questionsStep'),
            required: true,
            content: questionsStep,
            validate: () => quizAnswersPicked(questions),
            invalid: hasErrorUnder(errors, 'questions'),
          },
          {
            title: t('forms.quiz.reviewStep'),
            content: <ReviewStep questions={questions} />,
          },
        ]}
      />
      {checked && (
        <p className="tf-ready" role="status">
          <span aria-hidden="true">✓ </span>
          {t('forms.quiz.ready', { count: questions.length })}
        </p>
      )}
    </TypeFormSection>
  );
}

function ReviewStep({ questions }: { questions: QuizQuestion[] }) {
  const t = useT();
  return (
    <div className="tf-review">
      <p>{t('forms.quiz.reviewCount', { count: questions.length })}</p>
      <ol className="tf-review-list">
        {questions.map((question) => {
          const right = question.answer === null ? null : question.options[question.answer];
          return (
            <li key={question.key}>
              <span className="tf-review-question">
                {question.question.trim() || <em className="muted">{t('forms.quiz.untitled')}</em>}
              </span>
              <span className="tf-review-answer">
                {right?.text.trim() ? (
                  t('forms.quiz.reviewAnswer', { answer: right?.text.trim() ?? '' })
                ) : (
                  <span className="tf-review-missing">
                    <span aria-hidden="true">! </span>
                    {t('forms.quiz.noAnswer')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
