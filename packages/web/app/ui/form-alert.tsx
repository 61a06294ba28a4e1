import './forms.css';

/** A message for the whole form, announced when it appears; its space is kept while empty. */
export function FormAlert({
  message,
  tone = 'error',
  id,
}: {
  message: string | null;
  tone?: 'error' | 'success';
  /** For fields the message is about (their aria-describedby). */
  id?: string | undefined;
}) {
  return (
    <div className="form-alert-slot" aria-live={tone === 'success' ? 'polite' : undefined}>
      {message ? (
        <p id={id} className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
