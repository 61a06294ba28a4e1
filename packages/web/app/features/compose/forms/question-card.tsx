import { type ReactNode, useId } from 'react';
import { useT } from '../../../lib/i18n';
import { RequiredStar } from '../../../ui/field-frame';
import { StandardInput } from '../../../ui/standard-input';
import { useStepShowsErrors } from '../../../ui/step-fields';
import { FormError } from './form-errors';
import { answerAfterRemoving, type KeySource, removeRow, replaceRow } from './form-helpers';
import {
  EXPLANATION_MAX,
  OPTION_MAX,
  option,
  QUESTION_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  type QuizQuestion,
} from './quiz-model';
import { RowCard, RowListEditor } from './row-list-editor';

type QuestionCardProps = {
  question: QuizQuestion;
  index: number;
  /** The question's name as read out, e.g. 'Question 2'. */
  name: string;
  /** Its up, down and remove buttons. */
  actions: ReactNode;
  newKey: KeySource;
  errorAt: (path: string) => string | null;
  disabled: boolean;
  onChange: (next: (question: QuizQuestion) => QuizQuestion) => void;
};

/** One quiz question: its text, its options with the right one picked, and an explanation. */
export function QuestionCard({
  question,
  index,
  name,
  actions,
  newKey,
  errorAt,
  disabled,
  onChange,
}: QuestionCardProps) {
  const t = useT();
  const path = `questions.${index}`;
  return (
    <RowCard name={name} actions={actions}>
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
      <QuizOptions
        question={question}
        name={name}
        path={path}
        newKey={newKey}
        errorAt={errorAt}
        disabled={disabled}
        onChange={onChange}
      />
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
    </RowCard>
  );
}

type QuizOptionsProps = Omit<QuestionCardProps, 'index' | 'actions'> & { path: string };

/** A question's options (2–6), each with its 'right answer' radio and its remove button. */
function QuizOptions({ question, name, path, newKey, errorAt, disabled, onChange }: QuizOptionsProps) {
  const t = useT();
  const id = useId();
  const showErrors = useStepShowsErrors();
  const answerError =
    showErrors && question.answer === null ? t('forms.quiz.pickAnswer') : errorAt(`${path}.answer`);
  const answerErrorId = `${id}-answer-error`;

  return (
    <fieldset className="tf-options" aria-describedby={answerError ? answerErrorId : undefined}>
      <legend className="tf-group-title">
        {t('forms.quiz.options')}
        <RequiredStar />
      </legend>
      <p className="std-desc">{t('forms.quiz.optionsHint')}</p>
      <RowListEditor
        rows={question.options}
        onRowsChange={(next) => onChange((q) => ({ ...q, options: next(q.options) }))}
        newRow={() => option(newKey)}
        onRemove={(optionIndex) =>
          onChange((q) => ({
            ...q,
            options: removeRow(q.options, optionIndex),
            answer: answerAfterRemoving(q.answer, optionIndex),
          }))
        }
        addLabel={t('forms.quiz.addOption')}
        max={QUIZ_OPTIONS_MAX}
        disabled={disabled}
        layout="options"
        className="tf-option-rows"
        rowClassName={(_, optionIndex) => (question.answer === optionIndex ? 'is-right' : '')}
        focusField='input[type="text"]'
        errors={
          <>
            <FormError id={answerErrorId} message={answerError} />
            <FormError message={errorAt(`${path}.options`)} />
          </>
        }
      >
        {(item, { index: optionIndex, removeButton }) => {
          const optionName = t('forms.quiz.option', { number: optionIndex + 1 });
          const right = question.answer === optionIndex;
          return (
            <>
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
              {removeButton(
                t('forms.quiz.optionOf', { option: optionName, question: name }),
                question.options.length <= QUIZ_OPTIONS_MIN,
              )}
            </>
          );
        }}
      </RowListEditor>
    </fieldset>
  );
}
