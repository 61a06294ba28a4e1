import { imagePath, UPLOAD_LIMITS } from '@masthead/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n, useT } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { initialsOf } from '../../ui/avatar';
import { FileButton } from '../../ui/file-button';
import { isImageFile } from '../../ui/image-files';
import { uploadForm } from '../../ui/upload-progress';
import { MAX_UPLOAD_SIZE } from '../../ui/use-photo-intake';

type Props = {
  photoPath: string | null;
  /** The name whose initial stands in while there is no photo. */
  displayName: string;
  onPhotoChange(photoPath: string | null): void;
  /** The legend is still there for assistive technology when a card heading already names the field. */
  hideLegend?: boolean;
};

/**
 * The profile photo: choose an image (uploaded at once, with its progress), see it, remove it.
 * The chosen file shows as a preview while it uploads.
 */
export function PhotoField({ photoPath, displayName, onPhotoChange, hideLegend }: Props) {
  const t = useT();
  const messages = messagesFor(useI18n().lang);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = percent !== null || removing;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!isImageFile(file)) {
      setError(t('error.file.invalid.image'));
      return;
    }
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      setError(t('accounts.photo.tooLarge', { size: MAX_UPLOAD_SIZE }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    const form = new FormData();
    form.append('photo', file);
    const result = await uploadForm('POST /api2/account/photo', form, { messages, onProgress: setPercent });
    setPercent(null);
    setPreview(null);
    if (result.ok) onPhotoChange(result.data.photoPath);
    else setError(result.message);
  };

  const remove = async () => {
    setError(null);
    setRemoving(true);
    const form = new FormData();
    form.append('delete', '1');
    const result = await uploadForm('POST /api2/account/photo', form, { messages });
    setRemoving(false);
    if (result.ok) {
      onPhotoChange(null);
      // The Remove button is gone: keep the keyboard on the photo chooser (enabled again on the next frame).
      requestAnimationFrame(() => inputRef.current?.focus());
    } else setError(result.message);
  };

  // The frame is 96 px wide: size l (250 px) stays sharp on screens of twice the density.
  const shown = preview ?? (photoPath ? imagePath(photoPath, 'l') : null);

  return (
    <fieldset className="photo-field" aria-busy={busy || undefined}>
      <legend className={hideLegend ? 'visually-hidden' : 'field-label'}>{t('accounts.photo.legend')}</legend>
      <div className="photo-row">
        <div className="photo-frame">
          {shown ? (
            <img src={shown} alt={t('accounts.photo.alt')} className="photo-image" />
          ) : (
            <span className="photo-placeholder" aria-hidden="true">
              {initialsOf(displayName)}
            </span>
          )}
        </div>
        <div className="photo-controls">
          <div className="photo-buttons">
            <FileButton
              id={id}
              inputRef={inputRef}
              label={photoPath ? t('accounts.photo.change') : t('accounts.photo.choose')}
              busy={busy}
              statusId={`${id}-status`}
              onChoose={choose}
            />
            {photoPath && !preview ? (
              <button type="button" className="button button-quiet" disabled={busy} onClick={remove}>
                {removing ? t('accounts.photo.removing') : t('accounts.photo.remove')}
              </button>
            ) : null}
          </div>
          <div id={`${id}-status`} className="photo-status">
            {percent !== null ? (
              <div className="upload-progress">
                <progress max={100} value={percent} aria-label={t('accounts.photo.uploading')} />
                <span>{t('accounts.photo.progress', { percent })}</span>
              </div>
            ) : error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : (
              <p className="field-hint">{t('accounts.photo.hint', { size: MAX_UPLOAD_SIZE })}</p>
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
