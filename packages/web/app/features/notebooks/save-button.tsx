import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { useLoginPrompt } from '../shell/login-prompt';
import { ensureNotebooksFresh } from './notebook-cache';
import './notebooks.css';

/** The dialog and its form load when a reader first opens it, not with every card. */
const SaveDialog = lazy(() => import('./save-dialog').then((module) => ({ default: module.SaveDialog })));

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="save-button-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Save or unsave a story to a notebook (SPEC §4). Opens a dialog listing the reader's notebooks;
 * guests get the login prompt. Owned by the notebooks feature.
 */
export function SaveButton({
  cgroupId,
  saved: initiallySaved = false,
}: {
  cgroupId: number;
  saved?: boolean;
}) {
  const t = useT();
  const viewer = useViewer();
  const { openLoginPrompt } = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(initiallySaved);
  const viewerId = viewer?.userId ?? null;

  // SPEC §7: the notebooks list is refreshed once per session, so the dialog can open with it.
  useEffect(() => {
    if (viewerId) void ensureNotebooksFresh(viewerId);
  }, [viewerId]);

  return (
    <>
      <button
        type="button"
        className={saved ? 'pill-button save-button is-saved' : 'pill-button save-button'}
        aria-haspopup="dialog"
        aria-pressed={saved}
        onClick={() => (viewer ? setOpen(true) : openLoginPrompt('signin'))}
      >
        <BookmarkIcon filled={saved} />
        <span>{saved ? t('notebooks.saved') : t('notebooks.save')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveDialog cgroupId={cgroupId} onClose={() => setOpen(false)} onSavedChange={setSaved} />
        </Suspense>
      )}
    </>
  );
}
