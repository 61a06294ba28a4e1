import { REPORT_REASONS, type ReportKind, type ReportReason } from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { BusyButton } from '../../ui/busy-button';
import { Modal } from '../../ui/modal';
import { showSnackbar } from '../../ui/snackbar';
import { TextAreaField } from '../../ui/text-field';
import './moderation.css';

type Props = {
  kind: ReportKind;
  targetId: number;
  /** The author of the story or comment, or the person: nobody reports themselves. */
  authorId: number;
  className?: string;
};

/**
 * 'Report' in a story's, comment's or profile's actions: a dialog asks why (and, if the reader wants,
 * more words) and sends the report to the moderation queue. Guests and the author see nothing.
 */
export function ReportButton({ kind, targetId, authorId, className = 'link-button' }: Props) {
  const t = useT();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!viewer || viewer.userId === authorId) return null;
  return (
    <>
      <button type="button" className={`${className} report-button`} onClick={() => setOpen(true)}>
        {t('report.action')}
      </button>
      {open && <ReportDialog kind={kind} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ kind, targetId, onClose }: { kind: ReportKind; targetId: number; onClose(): void }) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('validation.report.reason'));
    setBusy(true);
    const result = await call('POST /api2/report', { kind, targetId, reason, ...(note ? { note } : {}) });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onClose();
    showSnackbar(t('report.sent'));
  }

  return (
    <Modal open onClose={onClose} title={t('report.title')} className="report-dialog">
      <form onSubmit={send} noValidate>
        <fieldset className="report-reasons" aria-labelledby={legendId}>
          <legend id={legendId}>{t('report.reason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
              />
              {t(`report.reason.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('report.note')}
          value={note}
          onValueChange={setNote}
          maxLength={500}
          rows={3}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('report.cancel')}
          </button>
          <BusyButton label={t('report.send')} busyLabel={t('report.send')} busy={busy} />
        </div>
      </form>
    </Modal>
  );
}
