import { REVIEW_NOTE_MAX } from '@masthead/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { TextAreaField } from '../../ui/text-field';

type Props = {
  open: boolean;
  authorName: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the note; resolves a message to show when it did not go through. */
  onReturn: (note: string) => Promise<{ ok: true } | { ok: false; message: string; field?: string }>;
};

/** An editor returns a submission to its author with a note saying what to change (required). */
export function ReturnDialog({ open, authorName, busy, onClose, onReturn }: Props) {
  const t = useT();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (note.trim() === '') return setError(t('validation.required'));
    const result = await onReturn(note.trim());
    if (result.ok) return;
    if (result.field) setError(result.field);
    else setFormError(result.message || null);
  }

  return (
    <Modal open={open} onClose={onClose} title={t('editorial.return.title', { name: authorName })}>
      <form className="return-form" onSubmit={(event) => void send(event)} noValidate>
        <TextAreaField
          label={t('editorial.return.note')}
          name="note"
          rows={5}
          required
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          data-autofocus
          onValueChange={(value) => {
            setNote(value);
            setError(null);
          }}
          error={error}
          hint={t('editorial.return.hint', { name: authorName })}
          aside={
            <span className="field-counter">
              {note.length}/{REVIEW_NOTE_MAX}
            </span>
          }
        />
        <FormAlert message={formError} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={t('editorial.return.confirm')}
            busyLabel={t('editorial.return.busy')}
            busy={busy}
          />
        </div>
      </form>
    </Modal>
  );
}
