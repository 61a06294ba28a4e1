import type { RevisionSummary } from '@masthead/core';
import { useState } from 'react';
import { htmlLang, useI18n } from '../../lib/i18n';
import { StoryTime } from '../feeds/story-time';
import { revisionsOf } from './editorial-api';
import { RevisionDialog } from './revision-dialog';
import './editorial.css';

type Props = {
  cgroupId: number;
  /** Called before a restore goes through (the editor keeps what is on screen first). */
  beforeRestore: () => Promise<boolean>;
  onRestored: () => void;
};

type State =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; revisions: RevisionSummary[]; canRestore: boolean };

/**
 * A magazine story's history in the editor's side column: each revision's kind, who, when, note and
 * what it changed, read when the panel is opened (again each time, as editors keep working). A
 * revision opens read-only, and may be restored from there.
 */
export function RevisionHistory({ cgroupId, beforeRestore, onRestored }: Props) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState<number | null>(null);
  const fieldList = new Intl.ListFormat(htmlLang(lang), { type: 'conjunction' });

  async function load() {
    setState({ status: 'loading' });
    const result = await revisionsOf(cgroupId);
    setState(result.ok ? { status: 'ready', ...result.data } : { status: 'error' });
  }

  return (
    <details
      className="revision-history compose-field"
      onToggle={(event) => {
        if (event.currentTarget.open) void load();
      }}
    >
      <summary>{t('editorial.history.title')}</summary>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          {t('editorial.history.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert">
          {t('editorial.history.failed')}{' '}
          <button type="button" className="link-button" onClick={() => void load()}>
            {t('editorial.history.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.revisions.length === 0 && (
        <p className="muted">{t('editorial.history.empty')}</p>
      )}
      {state.status === 'ready' && state.revisions.length > 0 && (
        <ol className="revision-list">
          {state.revisions.map((revision) => {
            const name = revision.editor
              ? revision.editor.displayName || revision.editor.username
              : t('editorial.history.formerMember');
            const fields = revision.changed.map((field) => t(`editorial.history.field.${field}`));
            return (
              <li key={revision.revisionId} className="revision-item">
                <p className="revision-what">
                  <strong>{t(`editorial.history.kind.${revision.kind}`, { name })}</strong>{' '}
                  <StoryTime iso={revision.createdAt} />
                </p>
                {revision.note && (
                  <p className="revision-note">{t('editorial.note', { note: revision.note })}</p>
                )}
                {fields.length > 0 && (
                  <p className="revision-changed muted">
                    {t('editorial.history.changed', { fields: fieldList.format(fields) })}
                  </p>
                )}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('editorial.history.viewLabel', {
                    time: new Date(revision.createdAt).toLocaleString(htmlLang(lang)),
                  })}
                  onClick={() => setOpen(revision.revisionId)}
                >
                  {t('editorial.history.view')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {open !== null && state.status === 'ready' && (
        <RevisionDialog
          cgroupId={cgroupId}
          revisionId={open}
          canRestore={state.canRestore}
          onClose={() => setOpen(null)}
          beforeRestore={beforeRestore}
          onRestored={() => {
            setOpen(null);
            onRestored();
          }}
        />
      )}
    </details>
  );
}
