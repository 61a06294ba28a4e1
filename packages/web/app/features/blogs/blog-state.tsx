import type { BlogStateMessage, MessageKey } from '@masthead/core';
import { useT } from '../../lib/i18n';
import './blogs.css';

export const STATE_KEYS: Record<BlogStateMessage, MessageKey> = {
  submitted: 'blogs.state.submitted',
  resubmitted: 'blogs.state.resubmitted',
  approved: 'blogs.state.approved',
  not_approved: 'blogs.state.not_approved',
  canceled: 'blogs.state.canceled',
};

/** SPEC §4: a submission's state, by its message. */
export function BlogStateBadge({ state }: { state: BlogStateMessage }) {
  const t = useT();
  return <span className={`blog-state blog-state-${state}`}>{t(STATE_KEYS[state])}</span>;
}
