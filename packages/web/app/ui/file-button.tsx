import type { ChangeEvent, Ref } from 'react';

type Props = {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  busy: boolean;
  /** The element that says how the upload goes (progress, errors). */
  statusId: string;
  /** What the chooser offers: pictures unless told (a hint; the server judges the bytes). */
  accept?: string;
  onChoose(event: ChangeEvent<HTMLInputElement>): void;
};

/**
 * Choosing a file (a picture unless told): a file input kept for assistive technology and the keyboard, shown as a button
 * through its label; disabled while an upload runs.
 */
export function FileButton({ id, inputRef, label, busy, statusId, accept = 'image/*', onChoose }: Props) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="visually-hidden photo-input"
        disabled={busy}
        aria-describedby={statusId}
        onChange={onChoose}
      />
      <label
        htmlFor={id}
        className={busy ? 'button button-secondary is-disabled' : 'button button-secondary'}
      >
        {label}
      </label>
    </>
  );
}
