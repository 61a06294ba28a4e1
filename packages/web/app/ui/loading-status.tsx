import './forms.css';

/** A line that says something is being loaded, with a spinner; announced politely to screen readers. */
export function LoadingStatus({ label, className }: { label: string; className?: string }) {
  return (
    <p className={`loading-status${className ? ` ${className}` : ''}`} role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
