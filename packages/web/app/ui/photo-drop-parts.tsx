import type { PhotoSearchType } from '@masthead/core';
import type { ReactNode, Ref } from 'react';
import { useT } from '../lib/i18n';
import { Picture } from './picture';
import type { PhotoUpload } from './use-photo-upload';

type Frame = { aspectRatio: string };

/** The photo on its way up: its preview, the progress bar and 'Cancel upload'. */
export function PhotoUploadProgress({
  upload,
  frameStyle,
  cancelRef,
}: {
  upload: PhotoUpload;
  frameStyle: Frame;
  cancelRef: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <div className="photo-drop-frame" style={frameStyle}>
      <img src={upload.preview} alt="" className="photo-drop-image is-uploading" />
      <div className="photo-drop-progress">
        <div
          className="photo-progress"
          role="progressbar"
          aria-label={t('photos.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.percent}
        >
          <span className="photo-progress-bar" style={{ width: `${upload.percent}%` }} />
        </div>
        <span className="photo-progress-text">{t('photos.uploadProgress', { percent: upload.percent })}</span>
        <button
          ref={cancelRef}
          type="button"
          className="button button-secondary button-small"
          onClick={() => upload.controller.abort()}
        >
          {t('photos.cancelUpload')}
        </button>
      </div>
    </div>
  );
}

/** The stored photo as it will show, with change, crop, focal point, search and remove. */
export function PhotoPreview({
  photo,
  label,
  aspect,
  frameStyle,
  dragOver,
  blocked,
  changeRef,
  searchButtons,
  onChangeFile,
  onCrop,
  onFocalPoint,
  onRemove,
}: {
  photo: { photoPath: string; focalPoint: string };
  label: string;
  aspect: number | undefined;
  frameStyle: Frame;
  dragOver: boolean;
  blocked: boolean | undefined;
  changeRef: Ref<HTMLButtonElement>;
  searchButtons: ReactNode;
  onChangeFile: () => void;
  /** Absent for a GIF, which is not cropped. */
  onCrop: (() => void) | null;
  /** Absent where no focal point is kept (a logo). */
  onFocalPoint: (() => void) | null;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <>
      <div className="photo-drop-frame" style={frameStyle}>
        <Picture
          path={photo.photoPath}
          width={720}
          height={Math.round(720 / (aspect && aspect > 0 ? aspect : 16 / 9))}
          alt={t('photos.previewAlt', { label })}
          focalPoint={photo.focalPoint}
          className="photo-drop-image"
          priority
        />
        {dragOver && <div className="photo-drop-overlay">{t('photos.dropNow')}</div>}
      </div>
      <div className="photo-drop-actions">
        <button
          ref={changeRef}
          type="button"
          className="button button-secondary button-small"
          disabled={blocked}
          onClick={onChangeFile}
        >
          {t('photos.change')}
        </button>
        {onCrop && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={blocked}
            onClick={onCrop}
          >
            {t('photos.crop')}
          </button>
        )}
        {onFocalPoint && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={blocked}
            onClick={onFocalPoint}
          >
            {t('photos.setFocalPoint')}
          </button>
        )}
        {searchButtons}
        <button
          type="button"
          className="button button-quiet button-small photo-remove"
          disabled={blocked}
          onClick={onRemove}
        >
          {t('photos.remove')}
        </button>
      </div>
    </>
  );
}

/** No photo yet: where to drop one, and 'Upload'. */
export function EmptyPhotoDrop({
  dragOver,
  blocked,
  uploadRef,
  searchButtons,
  onChooseFile,
}: {
  dragOver: boolean;
  blocked: boolean | undefined;
  uploadRef: Ref<HTMLButtonElement>;
  searchButtons: ReactNode;
  onChooseFile: () => void;
}) {
  const t = useT();
  return (
    <div className="photo-drop-empty">
      <svg className="photo-drop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 5h3l2-2h6l2 2h3a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm8 3.5A4.5 4.5 0 1 0 12 17.5 4.5 4.5 0 0 0 12 8.5Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z" />
      </svg>
      <p className="photo-drop-text">{dragOver ? t('photos.dropNow') : t('photos.dropHint')}</p>
      <div className="photo-drop-actions">
        <button
          ref={uploadRef}
          type="button"
          className="button button-primary button-small"
          disabled={blocked}
          onClick={onChooseFile}
        >
          {t('photos.upload')}
        </button>
        {searchButtons}
      </div>
    </div>
  );
}

/** 'Insert an image' and 'Insert a GIF': a photo from the search instead of a file. */
export function PhotoSearchButtons({
  blocked,
  onSearch,
}: {
  blocked: boolean | undefined;
  onSearch: (kind: PhotoSearchType) => void;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={blocked}
        onClick={() => onSearch('img')}
      >
        {t('photos.insertImage')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={blocked}
        onClick={() => onSearch('gif')}
      >
        {t('photos.insertGif')}
      </button>
    </>
  );
}
