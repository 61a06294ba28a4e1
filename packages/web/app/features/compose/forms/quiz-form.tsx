import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput, useStepShowsErrors } from '../../../ui/standard-input';
import { Stepper } from '../../../ui/stepper';
import {
  answerAfterRemoving,
  arrayOf,
  type Extra,
  type KeySource,
  keySource,
  recordOf,
  removeRow,
  replaceRow,
  stringOf,
  withText,
} from './form-helpers';
import {
  AddRow,
  FormError,
  hasErrorUnder,
  RemoveButton,
  RowActions,
  TypeFormSection,
  useErrorAt,
  useExtraState,
  useFocusAfterChange,
  useRowEditing,
} from './form-parts';
import type { TypeFormProps } from './type-form';

/** Bounds of core ZQuizExtra. */
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 6;
const QUESTION_MAX = 300;
const OPTION_MAX = 200;
const EXPLANATION_MAX = 500;

type Option = { key: number; text: string };
export type QuizQuestion = {
  key: number;
  question: string;
  options: Option[];
  /** The right option's index, or null until the writer picks one. */
  answer: number | null;
  explanation: string;
};

const option = (key: KeySource, text = ''): Option => ({ key: key(), text });

export const emptyQuestion = (key: KeySource): QuizQuestion => ({
  key: key(),
  question: '',
  options: [option(key), option(key)],
  answer: null,
  explanation: '',
});

export function readQuiz(extra: Extra, key: KeySource = keySource()): QuizQuestion[] {
  const questions = arrayOf(extra.questions).map((item) => {
    const value = recordOf(item);
    const options = arrayOf(value.options).map((text) => option(key, stringOf(text)));
    while (options.length < QUIZ_OPTIONS_MIN) options.push(option(key));
    const answer =
      typeof value.answer === 'number' &&
      Number.isInteger(value.answer) &&
      value.answer >= 0 &&
      value.answer < options.length
        ? value.answer
        : null;
    return {
      key: key(),
      question: stringOf(value.question),
      options,
      answer,
      explanation: stringOf(value.explanation),
    };
  });
  return questions.length > 0 ? questions : [emptyQuestion(key)];
}

/** ctype 11 extra: `{ questions: { question, options: string[], answer, explanation? }[] }`. */
export const writeQuiz = (questions: QuizQuestion[]): Extra => ({
  questions: questions.map((q) => ({
    question: q.question,
    options: q.options.map((o) => o.text),
    ...(q.answer === null ? {} : { answer: q.answer }),
    ...withText('explanation', q.explanation),
  })),
});

/** Whether every question has its right answer picked (the texts are checked by the fields). */
export const quizAnswersPicked = (questions: QuizQuestion[]) =>
  questions.length > 0 && questions.every((q) => q.answer !== null && q.answer < q.options.length);

/** ctype 11: a stepper: the questions (2–6 options each, the right one picked), then a review. */
export function QuizForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const [questions, update, newKey] = useExtraState(extra, onChange, readQuiz, writeQuiz);
  const [checked, setChecked] = useState(false);
  const change = (next: (current: QuizQuestion[]) => QuizQuestion[]) => {
    setChecked(false);
    update(next);
  };

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
            content: (
              <QuestionsStep
                questions={questions}
                change={change}
                newKey={newKey}
                errors={errors}
                disabled={disabled}
              />
            ),
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

type QuestionsStepProps = {
  questions: QuizQuestion[];
  newKey: KeySource;
  change: (next: (current: QuizQuestion[]) => QuizQuestion[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
};

function QuestionsStep({ questions, change, newKey, errors, disabled }: QuestionsStepProps) {
  const t = useT();
  const errorAt = useErrorAt(errors);
  const { container, focus } = useFocusAfterChange();

  const setQuestion = (index: number, next: (question: QuizQuestion) => QuizQuestion) =>
    change((current) => {
      const question = current[index];
      return question ? replaceRow(current, index, next(question)) : current;
    });
  const rowEditing = useRowEditing(questions, change, focus);
  const add = () => rowEditing.add(emptyQuestion(newKey));
  const { move, remove } = rowEditing;

  return (
    <div ref={container} className="tf-questions">
      <ol className="tf-rows">
        {questions.map((question, index) => (
          <QuestionCard
            newKey={newKey}
            key={question.key}
            question={question}
            index={index}
            count={questions.length}
            errorAt={errorAt}
            disabled={disabled}
            onChange={(next) => setQuestion(index, next)}
            onMove={move}
            onRemove={remove}
            focus={focus}
          />
        ))}
      </ol>
      <FormError message={errorAt('questions')} />
      <AddRow
        label={t('forms.quiz.addQuestion')}
        count={questions.length}
        max={QUIZ_QUESTIONS_MAX}
        disabled={disabled}
        onAdd={add}
      />
    </div>
  );
}

type QuestionCardProps = {
  question: QuizQuestion;
  newKey: KeySource;
  index: number;
  count: number;
  errorAt: (path: string) => string | null;
  disabled: boolean;
  onChange: (next: (question: QuizQuestion) => QuizQuestion) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  focus: (...selectors: string[]) => void;
};

function QuestionCard({
  question,
  newKey,
  index,
  count,
  errorAt,
  disabled,
  onChange,
  onMove,
  onRemove,
  focus,
}: QuestionCardProps) {
  const t = useT();
  const id = useId();
  const showErrors = useStepShowsErrors();
  const name = t('forms.quiz.question', { number: index + 1 });
  const path = `questions.${index}`;
  const answerError =
    showErrors && question.answer === null ? t('forms.quiz.pickAnswer') : errorAt(`${path}.answer`);
  const answerErrorId = `${id}-answer-error`;

  const addOption = () => {
    const added = option(newKey);
    onChange((q) => ({ ...q, options: [...q.options, added] }));
    focus(`[data-option="${added.key}"] input[type="text"]`);
  };
  const removeOption = (optionIndex: number) => {
    const neighbour = question.options[optionIndex + 1] ?? question.options[optionIndex - 1];
    onChange((q) => ({
      ...q,
      options: removeRow(q.options, optionIndex),
      answer: answerAfterRemoving(q.answer, optionIndex),
    }));
    focus(
      neighbour
        ? `[data-option="${neighbour.key}"] input[type="text"]`
        : `[data-row="${question.key}"] input`,
    );
  };

  return (
    <li className="tf-row" data-row={question.key}>
      <fieldset className="tf-card">
        <legend className="tf-card-title">{name}</legend>
        <RowActions
          rowKey={question.key}
          index={index}
          count={count}
          name={name}
          disabled={disabled}
          keep={count <= 1}
          onMove={onMove}
          onRemove={onRemove}
        />
        <StandardInput
          field={{
            fieldName: `${path}.question`,
            label: t('forms.quiz.questionText'),
            type: 'text',
            value: question.question,
            maxLength: QUESTION_MAX,
            isRequired: true,
          }}
          error={errorAt(`${path}.question`)}
          disabled={disabled}
          onChange={(value) => onChange((q) => ({ ...q, question: String(value ?? '') }))}
        />
        <fieldset className="tf-options" aria-describedby={answerError ? answerErrorId : undefined}>
          <legend className="tf-group-title">
            {t('forms.quiz.options')}
            <span className="required-star" aria-hidden="true">
              *
            </span>
          </legend>
          <p className="std-desc">{t('forms.quiz.optionsHint')}</p>
          <ol className="tf-option-list">
            {question.options.map((item, optionIndex) => {
              const optionName = t('forms.quiz.option', { number: optionIndex + 1 });
              const right = question.answer === optionIndex;
              return (
                <li key={item.key} className={`tf-option${right ? ' is-right' : ''}`} data-option={item.key}>
                  <label className="tf-right">
                    <input
                      type="radio"
                      name={`${id}-answer`}
                      checked={right}
                      disabled={disabled}
                      aria-invalid={answerError ? true : undefined}
                      onChange={() => onChange((q) => ({ ...q, answer: optionIndex }))}
                    />
                    <span className="visually-hidden">
                      {t('forms.quiz.rightAnswerFor', { option: optionName })}
                    </span>
                    <span className="tf-right-text" aria-hidden="true">
                      {right ? t('forms.quiz.right') : ''}
                    </span>
                  </label>
                  <StandardInput
                    field={{
                      fieldName: `${path}.options.${optionIndex}`,
                      label: optionName,
                      type: 'text',
                      value: item.text,
                      maxLength: OPTION_MAX,
                      isRequired: true,
                    }}
                    hideLabel
                    showCount={false}
                    error={errorAt(`${path}.options.${optionIndex}`)}
                    disabled={disabled}
                    onChange={(value) =>
                      onChange((q) => ({
                        ...q,
                        options: replaceRow(q.options, optionIndex, { ...item, text: String(value ?? '') }),
                      }))
                    }
                  />
                  <RemoveButton
                    name={t('forms.quiz.optionOf', { option: optionName, question: name })}
                    disabled={disabled || question.options.length <= QUIZ_OPTIONS_MIN}
                    onRemove={() => removeOption(optionIndex)}
                  />
                </li>
              );
            })}
          </ol>
          <FormError id={answerErrorId} message={answerError} />
          <FormError message={errorAt(`${path}.options`)} />
          <AddRow
            label={t('forms.quiz.addOption')}
            count={question.options.length}
            max={QUIZ_OPTIONS_MAX}
            disabled={disabled}
            onAdd={addOption}
          />
        </fieldset>
        <StandardInput
          field={{
            fieldName: `${path}.explanation`,
            label: t('forms.quiz.explanation'),
            type: 'textarea',
            value: question.explanation,
            desc: t('forms.quiz.explanationHint'),
            maxLength: EXPLANATION_MAX,
          }}
          error={errorAt(`${path}.explanation`)}
          disabled={disabled}
          onChange={(value) => onChange((q) => ({ ...q, explanation: String(value ?? '') }))}
        />
      </fieldset>
    </li>
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
