import type { ReactNode } from 'react';

/** A type form's frame: its heading and a line saying what readers will see. */
export function TypeFormSection({
  title,
  intro,
  children,
  headingId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  headingId: string;
}) {
  return (
    <div className="type-form">
      <h2 id={headingId} className="type-form-title">
        {title}
      </h2>
      {intro && <p className="type-form-intro muted">{intro}</p>}
      {children}
    </div>
  );
}
