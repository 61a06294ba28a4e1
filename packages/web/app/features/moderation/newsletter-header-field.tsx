import { imagePath, type NewsletterIssue, UPLOAD_LIMITS } from '@masthead/core';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { FileButton } from '../../ui/file-button';
import { isImageFile } from '../../ui/image-files';
import { uploadForm } from '../../ui/upload-progress';
import { MAX_UPLOAD_SIZE } from '../../ui/use-photo-intake';

type Props = {
  headerImage: NewsletterIssue['headerImage'];
  /** The issue after the picture changed (its preview shows the new picture). */
  onChange(issue: NewsletterIssue): void;
};

/**
 * The coming issue's header picture: uploaded as soon as it is chosen, with its progress, or removed.
 * Its description is saved with the notes.
 */
export function NewsletterHeaderField({ headerImage, onChange }: Props) {
  const { t, lang } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = percent !== null || removing;

  const send = async (form: FormData, progress: boolean) => {
    setError(null);
    const result = await uploadForm('POST /api2/admin/newsletter/image', form, {
      messages: messagesFor(lang),
      ...(progress ? { onProgress: setPercent } : {}),
    });
    if (result.ok) onChange(result.data);
    else setError(result.message);
    return result.ok;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) return setError(t('error.newsletter.image.invalid'));
    if (file.size > UPLOAD_LIMITS.maxFileBytes)
      return setError(t('accounts.photo.tooLarge', { size: MAX_UPLOAD_SIZE }));
    const form = new FormData();
    form.append('photo', file);
    setPercent(0);
    await send(form, true);
    setPercent(null);
  };

  const remove = async () => {
    const form = new FormData();
    form.append('delete', '1');
    setRemoving(true);
    const removed = await send(form, false);
    setRemoving(false);
    // The Remove button is gone: the keyboard goes back to the chooser.
    if (removed) requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <fieldset className="newsletter-header" aria-busy={busy || undefined}>
      <legend className="field-label">{t('admin.newsletter.header')}</legend>
      {headerImage ? (
        <img
          className="newsletter-header-image"
          src={imagePath(headerImage.path, 'xl')}
          alt={headerImage.alt}
        />
      ) : (
        <p className="muted">{t('admin.newsletter.headerNone')}</p>
      )}
      <div className="admin-row">
        <FileButton
          id={id}
          inputRef={inputRef}
          label={t('admin.newsletter.headerChoose')}
          busy={busy}
          statusId={`${id}-status`}
          onChoose={choose}
        />
        {headerImage && (
          <button type="button" className="button button-quiet" disabled={busy} onClick={remove}>
            {t('admin.newsletter.headerRemove')}
          </button>
        )}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {percent !== null && (
          <p className="upload-progress">
            <progress max={100} value={percent} aria-label={t('admin.newsletter.header')} />{' '}
            {t('admin.newsletter.uploading', { percent: String(percent) })}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
