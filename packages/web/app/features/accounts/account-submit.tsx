import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';

/** An account card's submit button across its width, and the form's message under it. */
export function AccountSubmit({
  label,
  busyLabel,
  busy,
  message,
  tone,
  messageId,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  message: string | null;
  tone?: 'error' | 'success';
  messageId?: string | undefined;
}) {
  return (
    <>
      <BusyButton label={label} busyLabel={busyLabel} busy={busy} className="button-block" />
      <FormAlert message={message} tone={tone} id={messageId} />
    </>
  );
}
