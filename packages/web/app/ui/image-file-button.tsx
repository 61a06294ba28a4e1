import type { ChangeEvent, Ref } from 'react';

type Props = {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  busy: boolean;
  /** The element that says how the upload goes (progress, errors). */
  statusId: string;
  onChoose(event: ChangeEvent<HTMLInputElement>): void;
};

/**
 * Choosing a picture: a file input kept for assistive technology and the keyboard, shown as a button
 * through its label; disabled while an upload runs.
 */
export function ImageFileButton({ id, inputRef, label, busy, statusId, onChoose }: Props) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
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
