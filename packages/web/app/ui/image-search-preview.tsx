import type { PhotoSearchHit } from '@masthead/core';
import type { Ref } from 'react';
import { useT } from '../lib/i18n';
import { safeHttpUrl } from './photo-math';

/** One picture of the results, large, with its credit and 'Use image'. */
export function ImageSearchPreview({
  hit,
  backRef,
  importing,
  importError,
  onBack,
  onUse,
}: {
  hit: PhotoSearchHit;
  backRef: Ref<HTMLButtonElement>;
  importing: boolean;
  importError: string | null;
  onBack: () => void;
  onUse: () => void;
}) {
  const t = useT();
  return (
    <section className="image-search-preview" aria-label={t('photos.selectedAlt')}>
      <button ref={backRef} type="button" className="button button-quiet button-small" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('photos.backToResults')}
      </button>
      <div className="image-search-preview-frame">
        <img
          className="image-search-preview-image"
          src={hit.photo}
          alt={t('photos.selectedAlt')}
          width={hit.width || undefined}
          height={hit.height || undefined}
        />
      </div>
      <Credit hit={hit} />
      {importError && (
        <p className="photo-error" role="alert">
          {importError}
        </p>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={importing}
          aria-busy={importing || undefined}
          onClick={onUse}
        >
          {importing && <span className="photo-spinner" aria-hidden="true" />}
          {importing ? t('photos.usingImage') : t('photos.useImage')}
        </button>
      </div>
    </section>
  );
}

/** The credit a provider requires: photographer and source, linked when the provider gives a page. */
function Credit({ hit }: { hit: PhotoSearchHit }) {
  const t = useT();
  const source = t(`photos.source.${hit.source}`);
  if (!hit.attribution) {
    return hit.source === 'library' ? null : (
      <p className="image-search-credit">{t('photos.creditFrom', { source })}</p>
    );
  }
  const text = t('photos.creditBy', { name: hit.attribution.name, source });
  const href = safeHttpUrl(hit.attribution.url);
  return (
    <p className="image-search-credit">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
