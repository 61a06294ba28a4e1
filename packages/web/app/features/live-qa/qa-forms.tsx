import {
  isLoginRequired,
  LIVE_QA_LIMITS,
  type LiveQaBoard,
  type LiveQaQuestion,
  type MessageKey,
} from '@masthead/core';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type ApiResult, call, fieldMessages } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';
import { showSnackbar } from '../../ui/snackbar';
import type { BoardAnswer } from './use-live-qa-board';

type TextFormOptions = {
  initial: string;
  /** The message of an empty box. */
  requiredKey: MessageKey;
  /** The request's field whose error the server may name. */
  field: 'question' | 'answer';
  /** After a refusal the keyboard goes back to the box (the reader's question, not the host's answer). */
  refocus: boolean;
  send(text: string): Promise<ApiResult<BoardAnswer>>;
  onSent(board: LiveQaBoard, clear: () => void): void;
};

/** A text box sent as one request: empty refused at once, the server's refusal said on the box. */
function useTextForm({ initial, requiredKey, field, refocus, send, onSent }: TextFormOptions) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(t(requiredKey));
      area.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await send(text);
    setBusy(false);
    if (!answer.ok) {
      if (isLoginRequired(answer.error)) return;
      setError(fieldMessages(answer.error, null)[field] ?? answer.message);
      if (refocus) area.current?.focus();
      return;
    }
    onSent(answer.data.board, () => setText(''));
  }

  const change = (value: string) => {
    setText(value);
    if (error) setError(null);
  };
  return { area, text, error, busy, submit, change };
}

type TextFormProps = {
  form: ReturnType<typeof useTextForm>;
  className: string;
  label: string;
  maxLength: number;
  /** The id of a hint outside the frame that also describes the box. */
  hintId?: string;
  children: ReactNode;
};

/** The box in its field frame, and the form's own buttons under it. */
function TextForm({ form, className, label, maxLength, hintId, children }: TextFormProps) {
  return (
    <form className={className} onSubmit={form.submit} noValidate>
      <FieldFrame label={label} error={form.error} describedBy={[hintId]}>
        {(control) => (
          <textarea
            ref={form.area}
            {...control}
            className="text-box qa-textarea"
            rows={3}
            value={form.text}
            maxLength={maxLength}
            onChange={(event) => form.change(event.target.value)}
          />
        )}
      </FieldFrame>
      {children}
    </form>
  );
}

/** The reader's question box: shown while the session is open. */
export function AskForm({ cgroupId, onAsked }: { cgroupId: number; onAsked: (board: LiveQaBoard) => void }) {
  const t = useT();
  const hintId = `${useId()}-hint`;
  const form = useTextForm({
    initial: '',
    requiredKey: 'validation.liveQa.question.required',
    field: 'question',
    refocus: true,
    send: (text) => call('POST /api2/liveqa/ask', { cgroupId, question: text }),
    onSent: (board, clear) => {
      clear();
      showSnackbar(t('liveQa.ask.sent'));
      onAsked(board);
    },
  });
  return (
    <TextForm
      form={form}
      className="qa-ask"
      label={t('liveQa.ask.label')}
      maxLength={LIVE_QA_LIMITS.questionMax}
      hintId={hintId}
    >
      <div className="qa-ask-actions">
        <p id={hintId} className="muted qa-hint">
          {t('liveQa.ask.hint')}
        </p>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('liveQa.ask.sending') : t('liveQa.ask.submit')}
        </button>
      </div>
    </TextForm>
  );
}

/** The host's answer box for one question. */
export function AnswerForm({
  question,
  onSaved,
  onCancel,
}: {
  question: LiveQaQuestion;
  onSaved: (board: LiveQaBoard) => void;
  onCancel?: (() => void) | undefined;
}) {
  const t = useT();
  const form = useTextForm({
    initial: question.answer ?? '',
    requiredKey: 'validation.liveQa.answer.required',
    field: 'answer',
    refocus: false,
    send: (text) =>
      call('POST /api2/liveqa/answer', {
        questionId: question.questionId,
        answer: text,
      }),
    onSent: (board) => {
      showSnackbar(t('liveQa.answer.saved'));
      onSaved(board);
    },
  });
  return (
    <TextForm
      form={form}
      className="qa-answer-form"
      label={t('liveQa.answer.label')}
      maxLength={LIVE_QA_LIMITS.answerMax}
    >
      <div className="qa-answer-actions">
        <button type="submit" className="button button-primary button-small" disabled={form.busy}>
          {question.answer ? t('liveQa.answer.update') : t('liveQa.answer.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button-ghost button-small" onClick={onCancel}>
            {t('liveQa.answer.cancel')}
          </button>
        )}
      </div>
    </TextForm>
  );
}
