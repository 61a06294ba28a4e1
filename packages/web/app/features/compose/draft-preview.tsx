import { composePath, type DraftPreviewPage, isComposableCtype } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { ContentView } from '../content/content-view';
import './my-posts.css';

/**
 * SPEC §2 draft preview: the draft as its page will look, under a banner that says it is not published
 * yet. Its author gets a way back to the editor.
 */
export function DraftPreview({ content, isAuthor }: { content: DraftPreviewPage; isAuthor: boolean }) {
  const t = useT();
  return (
    <>
      <section className="draft-preview-banner" aria-label={t('draftPreview.banner')}>
        <p>
          <strong>{t('draftPreview.banner')}</strong>
          {t('draftPreview.note')}
        </p>
        {isAuthor && isComposableCtype(content.ctype) && (
          <Link
            className="button button-secondary button-small"
            to={composePath({ cgroupId: content.cgroupId })}
          >
            {t('draftPreview.edit')}
          </Link>
        )}
      </section>
      <ContentView content={content} preview />
    </>
  );
}
