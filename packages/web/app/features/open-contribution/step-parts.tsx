import { type ReactNode, useEffect, useRef } from 'react';
import { RichText } from '../../ui/rich-text';

/**
 * A popup step's heading: it takes the keyboard when the step appears, so a screen reader says where the
 * reader now is, and Tab goes on from there into the step.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} className="oc-step-heading" tabIndex={-1} data-autofocus>
      {children}
    </h3>
  );
}

/** The magazine's message for a step (sanitised by the server), or our sentence when it has none. */
export function StepMessage({ html, fallback }: { html: string; fallback: string }) {
  if (html) return <RichText html={html} className="oc-message" />;
  return (
    <div className="rich-text oc-message">
      <p>{fallback}</p>
    </div>
  );
}
