import { focalPointOrDefault, isGifPath, type PhotoSearchType, type StoredPhoto } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { CropDialog } from './crop-dialog';
import { FocalPointDialog } from './focal-point-dialog';
import { ImageSearchOverlay } from './image-search-overlay';
import { EmptyPhotoDrop, PhotoPreview, PhotoSearchButtons, PhotoUploadProgress } from './photo-drop-parts';
import { showSnackbar } from './snackbar';
import { useFileDrop } from './use-file-drop';
import {
  type FocusTarget,
  MAX_UPLOAD_SIZE,
  usePhotoIntake,
  usePhotoMessages,
  workingCopy,
} from './use-photo-intake';
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
  /** False where no focal point is kept (a logo): 'Set Focal Point' is not offered. */
  focalPoint?: boolean;
};

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
  focalPoint = true,
}: PhotoDropZoneProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLFieldSetElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const [focalOpen, setFocalOpen] = useState(false);
  const [searchKind, setSearchKind] = useState<PhotoSearchType | null>(null);
  const messages = usePhotoMessages();
  const { error, notice } = messages;
  /** Which control takes the keyboard after the next render (the one that had it may be gone). */
  const focusNext = useRef<FocusTarget | null>(null);
  const { upload, busy, blocked, cropSource, acceptFile, recrop, closeCrop, onCropResult } = usePhotoIntake({
    value,
    onChange,
    disabled,
    messages,
    focusNext,
  });
  const { dragOver, dropHandlers } = useFileDrop(zoneRef, blocked, acceptFile);
  const isGif = value ? isGifPath(value.photoPath) : false;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const button = { upload: uploadButtonRef, change: changeButtonRef, cancel: cancelButtonRef }[target]
      .current;
    button?.focus();
  });

  const remove = () => {
    const previous = value;
    messages.clear();
    onChange(null);
    focusNext.current = 'upload';
    if (previous)
      showSnackbar(t('photos.removed'), { label: t('photos.undo'), run: () => onChange(previous) });
  };

  const chooseFile = () => inputRef.current?.click();

  const pick = (photo: StoredPhoto) => {
    messages.clear();
    focusNext.current = 'change';
    onChange({ photoPath: photo.photoPath, focalPoint: photo.focalPoint || '50,50' });
  };

  const searchButtons = allowSearch ? (
    <PhotoSearchButtons blocked={blocked} onSearch={setSearchKind} />
  ) : null;

  const frameStyle = { aspectRatio: String(aspect && aspect > 0 ? aspect : 16 / 9) };

  return (
    <fieldset
      ref={zoneRef}
      className={`photo-drop-zone${dragOver ? ' is-drag-over' : ''}${disabled ? ' is-disabled' : ''}`}
      aria-describedby={`${id}-hint`}
      aria-busy={busy || undefined}
      {...dropHandlers}
    >
      <legend className="photo-drop-label">{label}</legend>
      <span id={`${id}-hint`} className="photo-drop-hint">
        {hint ? `${hint} ` : ''}
        {t('photos.fileHint', { size: MAX_UPLOAD_SIZE })}
      </span>

      {upload ? (
        <PhotoUploadProgress upload={upload} frameStyle={frameStyle} cancelRef={cancelButtonRef} />
      ) : value ? (
        <PhotoPreview
          photo={value}
          label={label}
          aspect={aspect}
          frameStyle={frameStyle}
          dragOver={dragOver}
          blocked={blocked}
          changeRef={changeButtonRef}
          searchButtons={searchButtons}
          onChangeFile={chooseFile}
          onCrop={isGif ? null : () => recrop(value.photoPath)}
          onFocalPoint={focalPoint ? () => setFocalOpen(true) : null}
          onRemove={remove}
        />
      ) : (
        <EmptyPhotoDrop
          dragOver={dragOver}
          blocked={blocked}
          uploadRef={uploadButtonRef}
          searchButtons={searchButtons}
          onChooseFile={chooseFile}
        />
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
