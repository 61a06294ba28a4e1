import {
  focalPointOrDefault,
  imagePath,
  isGifPath,
  type PhotoSearchType,
  type StoredPhoto,
  UPLOAD_LIMITS,
} from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { messagesFor } from '../lib/messages';
import { CropDialog, type CropResult } from './crop-dialog';
import { FocalPointDialog } from './focal-point-dialog';
import { ImageSearchOverlay } from './image-search-overlay';
import {
  exportFileName,
  extensionForType,
  isGifType,
  type PhotoFileProblem,
  photoFileProblem,
} from './photo-math';
import { Picture } from './picture';
import { showSnackbar } from './snackbar';
import { isAborted, uploadPhoto } from './upload-progress';
import './photos.css';

/** The photo a content or form holds: a stored path and its SPEC §3 focal point 'x,y'. */
export type PhotoValue = { photoPath: string; focalPoint: string } | null;

export type PhotoDropZoneProps = {
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  /** The visible label, e.g. 'Cover photo'. */
  label: string;
  /** Crop aspect ratio (e.g. 16 / 9); undefined lets the writer crop freely. */
  aspect?: number;
  /** Offers 'Insert an image' and 'Insert a GIF' search beside upload. */
  allowSearch?: boolean;
  disabled?: boolean;
  /** A line under the label (what the photo is for); the accepted types and size are always said. */
  hint?: string;
};

const MAX_MEGABYTES = Math.floor(UPLOAD_LIMITS.maxFileBytes / (1024 * 1024));
/** How long a passing notice ('Photo uploaded') stays. */
const NOTICE_MS = 4000;

/** What the crop dialog is working on: a chosen file, or the stored photo again. */
type CropSource = { src: string; file: File | null };

type Upload = { preview: string; percent: number; controller: AbortController };

const PROBLEM_KEYS = {
  notImage: 'photos.error.notImage',
  empty: 'photos.error.empty',
  tooLarge: 'photos.error.tooLarge',
} as const satisfies Record<PhotoFileProblem, string>;

/** Where a stored photo is read from to crop it or mark its focal point (same site, so a canvas may read it). */
const workingCopy = (photoPath: string) => (isGifPath(photoPath) ? photoPath : imagePath(photoPath, 'xl'));

/**
 * SPEC §2 photo drop zone: upload (image types only) with a progress bar, change, remove, crop (SPEC §5:
 * JPEG 0.95, export zoom 2, max zoom 5; GIFs are not cropped; a crop that fails to load uploads the
 * photo uncropped) and 'Set Focal Point'.
 */
export function PhotoDropZone({
  value,
  onChange,
  label,
  aspect,
  allowSearch,
  disabled,
  hint,
}: PhotoDropZoneProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLFieldSetElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const [cropSource, setCropSource] = useState<CropSource | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [focalOpen, setFocalOpen] = useState(false);
  const [searchKind, setSearchKind] = useState<PhotoSearchType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** 'Photo uploaded' goes by itself; a notice about what happened to the photo stays. */
  const [noticeFades, setNoticeFades] = useState(false);
  /** Which control takes the keyboard after the next render (the one that had it may be gone). */
  const focusNext = useRef<'upload' | 'change' | 'cancel' | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  uploadRef.current = upload;

  const busy = upload !== null;
  const blocked = disabled || busy;
  const isGif = value ? isGifPath(value.photoPath) : false;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const button = { upload: uploadButtonRef, change: changeButtonRef, cancel: cancelButtonRef }[target]
      .current;
    button?.focus();
  });

  // Leaving the page mid-upload stops the upload and frees the previews.
  useEffect(
    () => () => {
      const current = uploadRef.current;
      if (current) {
        current.controller.abort();
        URL.revokeObjectURL(current.preview);
      }
    },
    [],
  );

  useEffect(() => {
    if (!notice || !noticeFades) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
      setNoticeFades(false);
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, noticeFades]);

  const problemMessage = (problem: PhotoFileProblem) => t(PROBLEM_KEYS[problem], { size: MAX_MEGABYTES });

  /** `note` is said during and after the upload (why the photo went up uncropped). */
  const startUpload = async (blob: Blob, fileName: string, note?: string) => {
    const problem = photoFileProblem(blob);
    if (problem) {
      setError(problemMessage(problem));
      return;
    }
    const controller = new AbortController();
    const preview = URL.createObjectURL(blob);
    setUpload({ preview, percent: 0, controller });
    setNotice(note ?? null);
    setNoticeFades(false);
    focusNext.current = 'cancel';
    const result = await uploadPhoto(blob, fileName, {
      messages: messagesFor(lang),
      signal: controller.signal,
      onProgress: (percent) =>
        setUpload((current) =>
          current && current.controller === controller ? { ...current, percent } : current,
        ),
    });
    URL.revokeObjectURL(preview);
    setUpload((current) => (current?.controller === controller ? null : current));
    if (isAborted(result)) {
      setNotice(t('photos.uploadCanceled'));
      setNoticeFades(true);
      focusNext.current = value ? 'change' : 'upload';
      return;
    }
    if (!result.ok) {
      setError(result.message);
      focusNext.current = value ? 'change' : 'upload';
      return;
    }
    setNotice(note ?? t('photos.uploaded'));
    setNoticeFades(!note);
    focusNext.current = 'change';
    onChange({ photoPath: result.data.photoPath, focalPoint: result.data.focalPoint || '50,50' });
  };

  const acceptFile = (file: File | undefined) => {
    if (!file || blocked || cropSource) return;
    setError(null);
    setNotice(null);
    const gif = isGifType(file.type);
    // A picture that goes through the crop is re-encoded, so only a GIF or a skipped crop is size-checked.
    const problem = photoFileProblem(file, gif);
    if (problem) {
      setError(problemMessage(problem));
      return;
    }
    if (gif) {
      void startUpload(file, exportFileName(file.name, 'gif'));
      return;
    }
    setCropSource({ src: URL.createObjectURL(file), file });
  };

  const closeCrop = () => {
    if (cropSource?.file) URL.revokeObjectURL(cropSource.src);
    setCropSource(null);
  };

  const onCropResult = (result: CropResult) => {
    const source = cropSource;
    closeCrop();
    if (!source) return;
    const file = source.file;
    if (result.kind === 'cropped') {
      void startUpload(result.blob, exportFileName(file?.name ?? 'photo', 'jpg'));
      return;
    }
    if (!file) {
      // Re-cropping the stored photo: nothing to fall back to.
      if (result.kind === 'load-error') setError(t('photos.error.photoLoad'));
      return;
    }
    // SPEC §8: a picture the crop cannot load is uploaded uncropped.
    void startUpload(
      file,
      exportFileName(file.name, extensionForType(file.type)),
      result.kind === 'load-error' ? t('photos.error.cropLoad') : undefined,
    );
  };

  const remove = () => {
    const previous = value;
    setError(null);
    setNotice(null);
    onChange(null);
    focusNext.current = 'upload';
    if (previous)
      showSnackbar(t('photos.removed'), { label: t('photos.undo'), run: () => onChange(previous) });
  };

  const chooseFile = () => inputRef.current?.click();

  const pick = (photo: StoredPhoto) => {
    setError(null);
    setNotice(null);
    focusNext.current = 'change';
    onChange({ photoPath: photo.photoPath, focalPoint: photo.focalPoint || '50,50' });
  };

  /** A file dragged over the zone itself (its dialogs sit inside it in the tree, and are not drop targets). */
  const hasFiles = (event: React.DragEvent) =>
    [...event.dataTransfer.types].includes('Files') &&
    !(event.target instanceof Element && event.target.closest('dialog'));

  const searchButtons = allowSearch ? (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={blocked}
        onClick={() => setSearchKind('img')}
      >
        {t('photos.insertImage')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={blocked}
        onClick={() => setSearchKind('gif')}
      >
        {t('photos.insertGif')}
      </button>
    </>
  ) : null;

  const frameStyle = { aspectRatio: String(aspect && aspect > 0 ? aspect : 16 / 9) };

  return (
    <fieldset
      ref={zoneRef}
      className={`photo-drop-zone${dragOver ? ' is-drag-over' : ''}${disabled ? ' is-disabled' : ''}`}
      aria-describedby={`${id}-hint`}
      aria-busy={busy || undefined}
      onDragEnter={(event) => {
        if (blocked || !hasFiles(event)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragOver={(event) => {
        if (blocked || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        if (!dragOver) setDragOver(true);
      }}
      onDragLeave={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && zoneRef.current?.contains(next)) return;
        setDragOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragOver(false);
        acceptFile(event.dataTransfer.files[0]);
      }}
      onPaste={(event) => {
        const file = event.clipboardData.files[0];
        // The dialogs live inside the zone: a paste into the search field is not an upload.
        if (!file || (event.target instanceof Element && event.target.closest('dialog'))) return;
        event.preventDefault();
        acceptFile(file);
      }}
    >
      <legend className="photo-drop-label">{label}</legend>
      <span id={`${id}-hint`} className="photo-drop-hint">
        {hint ? `${hint} ` : ''}
        {t('photos.fileHint', { size: MAX_MEGABYTES })}
      </span>

      {upload ? (
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
            <span className="photo-progress-text">
              {t('photos.uploadProgress', { percent: upload.percent })}
            </span>
            <button
              ref={cancelButtonRef}
              type="button"
              className="button button-secondary button-small"
              onClick={() => upload.controller.abort()}
            >
              {t('photos.cancelUpload')}
            </button>
          </div>
        </div>
      ) : value ? (
        <>
          <div className="photo-drop-frame" style={frameStyle}>
            <Picture
              path={value.photoPath}
              width={720}
              height={Math.round(720 / (aspect && aspect > 0 ? aspect : 16 / 9))}
              alt={t('photos.previewAlt', { label })}
              focalPoint={value.focalPoint}
              className="photo-drop-image"
              priority
            />
            {dragOver && <div className="photo-drop-overlay">{t('photos.dropNow')}</div>}
          </div>
          <div className="photo-drop-actions">
            <button
              ref={changeButtonRef}
              type="button"
              className="button button-secondary button-small"
              disabled={blocked}
              onClick={chooseFile}
            >
              {t('photos.change')}
            </button>
            {!isGif && (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={blocked}
                onClick={() => {
                  setError(null);
                  setNotice(null);
                  setCropSource({ src: workingCopy(value.photoPath), file: null });
                }}
              >
                {t('photos.crop')}
              </button>
            )}
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={blocked}
              onClick={() => setFocalOpen(true)}
            >
              {t('photos.setFocalPoint')}
            </button>
            {searchButtons}
            <button
              type="button"
              className="button button-quiet button-small photo-remove"
              disabled={blocked}
              onClick={remove}
            >
              {t('photos.remove')}
            </button>
          </div>
        </>
      ) : (
        <div className="photo-drop-empty">
          <svg className="photo-drop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h3l2-2h6l2 2h3a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm8 3.5A4.5 4.5 0 1 0 12 17.5 4.5 4.5 0 0 0 12 8.5Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z" />
          </svg>
          <p className="photo-drop-text">{dragOver ? t('photos.dropNow') : t('photos.dropHint')}</p>
          <div className="photo-drop-actions">
            <button
              ref={uploadButtonRef}
              type="button"
              className="button button-primary button-small"
              disabled={blocked}
              onClick={chooseFile}
            >
              {t('photos.upload')}
            </button>
            {searchButtons}
          </div>
        </div>
      )}

      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={blocked}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          acceptFile(file);
        }}
      />

      <div className="photo-drop-status" aria-live="polite">
        {error ? (
          <p className="photo-error" role="alert">
            {error}
          </p>
        ) : notice ? (
          <p className="photo-notice">{notice}</p>
        ) : null}
      </div>

      <CropDialog
        src={cropSource?.src ?? null}
        aspect={aspect}
        allowSkip={cropSource?.file != null}
        onCancel={closeCrop}
        onResult={onCropResult}
      />
      <FocalPointDialog
        src={focalOpen && value ? workingCopy(value.photoPath) : null}
        value={value?.focalPoint}
        onCancel={() => setFocalOpen(false)}
        onSave={(focalPoint) => {
          setFocalOpen(false);
          if (value) onChange({ ...value, focalPoint: formatStored(focalPoint) });
        }}
      />
      {allowSearch && (
        <ImageSearchOverlay
          open={searchKind !== null}
          kind={searchKind ?? 'img'}
          onClose={() => setSearchKind(null)}
          onPick={pick}
        />
      )}
    </fieldset>
  );
}

/** The focal point as stored: always a valid 'x,y' (the default when the text was not one). */
const formatStored = (focalPoint: string) => {
  const point = focalPointOrDefault(focalPoint);
  return `${point.x},${point.y}`;
};
