import './forms.css';

type BusyButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  type?: 'submit' | 'button';
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  onClick?: () => void;
  className?: string;
};

/**
 * A button that says what it is doing while a request runs. Both labels occupy the same cell, so the
 * button keeps its width when the label changes.
 */
export function BusyButton({
  label,
  busyLabel,
  busy,
  type = 'submit',
  variant = 'primary',
  disabled,
  onClick,
  className,
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <span className="btn-stack">
        <span className={busy ? 'btn-face is-hidden' : 'btn-face'} aria-hidden={busy || undefined}>
          {label}
        </span>
        <span className={busy ? 'btn-face' : 'btn-face is-hidden'} aria-hidden={!busy || undefined}>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </span>
      </span>
    </button>
  );
}
