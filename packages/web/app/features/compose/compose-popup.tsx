import { CTYPE } from '@masthead/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { TypePicker } from './type-picker';

/** The post editor (and TipTap with it) loads only once 'Post' is chosen. */
const QuickEditor = lazy(() => import('./quick-editor').then((module) => ({ default: module.QuickEditor })));

/**
 * SPEC §2 full compose popup: the content-type picker first; 'Post' is written right here, every other
 * type opens the full editor (/write.html?type=).
 */
export default function ComposePopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const headingId = useId();
  const [stage, setStage] = useState<'pick' | 'post'>('pick');

  return (
    <Modal
      open
      onClose={onClose}
      title={
        stage === 'pick' ? t('compose.picker.title') : t('compose.page.new', { type: t('content.type.post') })
      }
      className="modal-compose"
    >
      {stage === 'pick' ? (
        <div className="compose-popup-picker">
          <span id={headingId} className="visually-hidden">
            {t('compose.picker.title')}
          </span>
          <TypePicker
            labelledBy={headingId}
            onPick={(ctype, event) => {
              if (ctype === CTYPE.post) {
                event.preventDefault();
                setStage('post');
              } else onClose();
            }}
          />
        </div>
      ) : (
        <Suspense
          fallback={
            <p className="compose-popup-loading" role="status">
              {t('compose.editor.loading')}
            </p>
          }
        >
          <QuickEditor onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
