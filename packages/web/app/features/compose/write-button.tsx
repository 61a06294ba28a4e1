import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { useLoginPrompt } from '../shell/login-prompt';
import './write-button.css';

/** The popup (type picker, then the post editor) is fetched when it is first wanted, not with every page. */
const loadPopup = () => import('./compose-popup');
const ComposePopup = lazy(loadPopup);

/** The header's 'Write': the full compose popup for writers, the sign-in prompt for guests. */
export function WriteButton() {
  const t = useT();
  const viewer = useViewer();
  const { openLoginPrompt } = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const preload = () => {
    if (viewer) void loadPopup();
  };
  return (
    <>
      <button
        type="button"
        className={`button button-secondary site-header-button write-button${viewer ? '' : ' write-button-guest'}`}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (viewer ? setOpen(true) : openLoginPrompt('signin'))}
      >
        <svg
          className="write-button-icon"
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M13.5 3.5l3 3L7 16H4v-3zM11.5 5.5l3 3" />
        </svg>
        <span className="write-button-label">{t('compose.write')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ComposePopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
