import { useId } from 'react';
import { useLoginPrompt } from '../features/shell/login-prompt';
import { useT } from '../lib/i18n';

type PublicOverlayProps = {
  /** The page's name, e.g. 'Connections'. */
  title: string;
  /** Why signing in helps on this page, e.g. 'Sign in to see the people and publishers you follow.' */
  message: string;
};

/** SPEC §2/§6: what guests see on member-only pages, with Sign in and Sign up opening the prompt. */
export function PublicOverlay({ title, message }: PublicOverlayProps) {
  const t = useT();
  const { openLoginPrompt } = useLoginPrompt();
  const headingId = useId();
  return (
    <section className="public-overlay" aria-labelledby={headingId}>
      <div className="public-overlay-card">
        <h1 id={headingId}>{title}</h1>
        <p>{message}</p>
        <div className="public-overlay-actions">
          <button type="button" className="button button-primary" onClick={() => openLoginPrompt('signin')}>
            {t('shell.signIn')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => openLoginPrompt('signup')}>
            {t('shell.signUp')}
          </button>
        </div>
      </div>
    </section>
  );
}
