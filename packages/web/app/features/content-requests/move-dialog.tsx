import { type ContentRequestView, fromMinorUnits, type InputOf, toMinorUnits } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { SelectField, TextAreaField, TextField } from '../../ui/text-field';
import { moveRequest } from './content-requests-api';
import { actionKey } from './labels';
import { newMoveKey } from './move-key';
import { isoOfLocalInput, localInputOf } from './use-brief-form';

type Move = InputOf<'POST /api2/content-request/move'>;

/** The moves that ask for words, an offer or the work before they go. */
export type DialogAction =
  | 'accept'
  | 'counter'
  | 'rejectSoft'
  | 'rejectHard'
  | 'submit'
  | 'requestRevision'
  | 'acceptSubmission'
  | 'pay'
  | 'cancel'
  | 'send';

const NOTE: Partial<Record<DialogAction, 'required' | 'optional'>> = {
  rejectSoft: 'required',
  rejectHard: 'required',
  requestRevision: 'required',
  counter: 'optional',
  submit: 'optional',
  acceptSubmission: 'optional',
  cancel: 'optional',
};

type Props = {
  request: ContentRequestView;
  action: DialogAction;
  /** What the move does, in a sentence (money, what the other party sees). */
  text: string | null;
  onDone(request: ContentRequestView): void;
  onClose(): void;
};

/** One move of a request's page, with what it asks for; its key is made when the dialog opens. */
export function MoveDialog({ request, action, text, onDone, onClose }: Props) {
  const { t } = useI18n();
  const [key] = useState(newMoveKey);
  const [note, setNote] = useState('');
  const [fee, setFee] = useState(fromMinorUnits(request.offer.feeMinor, request.currency));
  const [deadline, setDeadline] = useState(localInputOf(request.offer.deadline));
  const [contentId, setContentId] = useState(String(request.submittable[0]?.contentId ?? ''));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const noteKind = NOTE[action];

  function body(): Move | null {
    const base = { id: request.id, idempotencyKey: key };
    const withNote = note.trim() ? { note: note.trim() } : {};
    switch (action) {
      case 'rejectSoft':
      case 'rejectHard':
      case 'requestRevision':
        return { ...base, action, note: note.trim() };
      case 'counter': {
        const feeMinor = toMinorUnits(fee, request.currency);
        const due = isoOfLocalInput(deadline);
        if (feeMinor === null || !due) return null;
        return { ...base, action, feeMinor, deadline: due, ...withNote };
      }
      case 'submit':
        return { ...base, action, contentId: Number(contentId), ...withNote };
      case 'acceptSubmission':
      case 'cancel':
        return { ...base, action, ...withNote };
      default:
        return { ...base, action };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog's form is its own: its submit never reaches a form around the dialog.
    event.stopPropagation();
    if (busy) return;
    if (noteKind === 'required' && !note.trim()) return setErrors({ note: t('validation.required') });
    const move = body();
    if (!move) return setErrors({ feeMinor: t('validation.contentRequests.fee') });
    setBusy(true);
    const result = await moveRequest(move);
    setBusy(false);
    if (result.ok) return onDone(result.data.request);
    setErrors({ ...(result.error.errors.fields ?? {}), form: result.message });
  }

  const label = t(actionKey(action === 'send' ? 'resend' : action));
  const noSubmission = action === 'submit' && request.submittable.length === 0;
  return (
    <Modal open onClose={onClose} title={label} role="dialog" className="move-dialog">
      <form onSubmit={submit} noValidate>
        {text && <p>{text}</p>}
        {action === 'counter' && (
          <div className="brief-row">
            <TextField
              label={t('contentRequests.form.fee')}
              name="counterFee"
              inputMode="decimal"
              value={fee}
              onValueChange={setFee}
              error={errors.feeMinor}
            />
            <TextField
              label={t('contentRequests.form.deadline')}
              name="counterDeadline"
              type="datetime-local"
              value={deadline}
              onValueChange={setDeadline}
              error={errors.deadline}
            />
          </div>
        )}
        {action === 'submit' &&
          (noSubmission ? (
            <p>
              {t('contentRequests.dialog.submitNone')}{' '}
              <a href="/write.html">{t('contentRequests.dialog.write')}</a>
            </p>
          ) : (
            <SelectField
              label={t('contentRequests.dialog.submitLabel')}
              name="contentId"
              value={contentId}
              options={request.submittable.map((item) => ({
                value: String(item.contentId),
                label: item.title,
              }))}
              onValueChange={setContentId}
              error={errors.contentId}
            />
          ))}
        {noteKind && (
          <TextAreaField
            label={t(
              action === 'requestRevision'
                ? 'contentRequests.dialog.changes'
                : noteKind === 'required'
                  ? 'contentRequests.dialog.reason'
                  : 'contentRequests.dialog.note',
            )}
            name="note"
            value={note}
            onValueChange={setNote}
            rows={4}
            maxLength={2000}
            required={noteKind === 'required'}
            error={errors.note}
          />
        )}
        <FormAlert message={errors.form ?? null} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={label}
            busyLabel={t('contentRequests.busy')}
            busy={busy}
            disabled={noSubmission}
            variant={action === 'cancel' || action === 'rejectHard' ? 'danger' : 'primary'}
          />
        </div>
      </form>
    </Modal>
  );
}
