import { draftPreviewPath } from '@masthead/core';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useCopyToClipboard } from '../../ui/snackbar';
import type { ComposeDraft } from './use-compose-draft';

/**
 * SPEC §2 shareable draft preview: 'Preview link' makes (or shows) the code; the address can be copied
 * and revoked. A disclosure: the button shows and hides the panel under it.
 */
export function PreviewLink({ draft }: { draft: ComposeDraft }) {
  const { lang, t } = useI18n();
  const copy = useCopyToClipboard();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const code = draft.meta.previewCode;
  const address =
    code && typeof window !== 'undefined'
      ? new URL(draftPreviewPath(code, lang), window.location.origin).href
      : '';

  async function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (!draft.meta.previewCode) await draft.preview();
  }

  return (
    <div className="compose-preview">
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void toggle()}
      >
        {t('compose.action.preview')}
      </button>
      <div id={panelId} className="compose-preview-panel" hidden={!open}>
        <p className="compose-preview-intro">{t('compose.preview.intro')}</p>
        {code ? (
          <div className="compose-preview-row">
            <label htmlFor={`${panelId}-address`} className="visually-hidden">
              {t('compose.preview.address')}
            </label>
            <input
              id={`${panelId}-address`}
              className="field-input compose-preview-address"
              readOnly
              value={address}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="button button-primary"
              onClick={() => void copy(address, t('ui.linkCopied'))}
            >
              {t('compose.preview.copy')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={draft.busy === 'preview'}
              onClick={() => void draft.revoke()}
            >
              {t('compose.preview.revoke')}
            </button>
          </div>
        ) : (
          <div className="compose-preview-row">
            <p className="muted" role="status">
              {draft.busy === 'preview' ? t('ui.loading') : t('compose.preview.revoked')}
            </p>
            {draft.busy !== 'preview' && (
              <button type="button" className="button button-secondary" onClick={() => void draft.preview()}>
                {t('compose.preview.create')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
