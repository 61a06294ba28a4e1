import { useId } from 'react';
import { Link } from 'react-router';

type EmptyStateProps = {
  title: string;
  message: string;
  action?: { label: string; href: string };
};

/** A page or list with nothing in it yet: what will appear here, and where to start. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section className="empty-state" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{message}</p>
      {action && (
        <Link className="button button-primary" to={action.href}>
          {action.label}
        </Link>
      )}
    </section>
  );
}
