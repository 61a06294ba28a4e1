import { formatBytes, imagePath, isGifPath, UPLOAD_LIMITS } from '@masthead/core';
import { type RefObject, useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import type { CropResult } from './crop-dialog';
import { isGifType } from './image-files';
import { exportFileName, extensionForType, type PhotoFileProblem, photoFileProblem } from './photo-math';
import { isAborted } from './upload-progress';
import { usePhotoUpload } from './use-photo-upload';

/** Which control of the drop zone takes the keyboard after the next render. */
export type FocusTarget = 'upload' | 'change' | 'cancel';

/** SPEC §9 byte formatting (base 1024): the upload limit as the hints and errors show it ('10 MB'). */
export const MAX_UPLOAD_SIZE = formatBytes(UPLOAD_LIMITS.maxFileBytes, 1024);
/** How long a passing notice ('Photo uploaded') stays. */
const NOTICE_MS = 4000;

/** What the crop dialog is working on: a chosen file, or the stored photo again. */
type CropSource = { src: string; file: File | null };

const PROBLEM_KEYS = {
  notImage: 'photos.error.notImage',
  empty: 'photos.error.empty',
  tooLarge: 'photos.error.tooLarge',
} as const satisfies Record<PhotoFileProblem, string>;

/** Where a stored photo is read from to crop it or mark its focal point (same site, so a canvas may read it). */
export const workingCopy = (photoPath: string) =>
  isGifPath(photoPath) ? photoPath : imagePath(photoPath, 'xl');

/** The line under the drop zone: an error, or a notice ('Photo uploaded' goes by itself; a notice about what happened to the photo stays). */
export function usePhotoMessages() {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [noticeFades, setNoticeFades] = useState(false);
  useEffect(() => {
    if (!notice || !noticeFades) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
      setNoticeFades(false);
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, noticeFades]);
  const clear = () => {
    setError(null);
    setNotice(null);
  };
  return { error, notice, setError, setNotice, setNoticeFades, clear };
}

type PhotoMessages = ReturnType<typeof usePhotoMessages>;

/**
 * A new photo's way in: a chosen, dropped or pasted file is checked, cropped (not a GIF), then uploaded
 * with its progress; a crop that cannot load the picture uploads it uncropped (SPEC §8).
 */
export function usePhotoIntake({
  value,
  onChange,
  disabled,
  messages,
  focusNext,
}: {
  /** The photo held now, if any. */
  value: { photoPath: string } | null;
  /** Called with the uploaded photo. */
  onChange: (value: { photoPath: string; focalPoint: string }) => void;
  disabled: boolean | undefined;
  messages: PhotoMessages;
  focusNext: RefObject<FocusTarget | null>;
}) {
  const t = useT();
  const { setError, setNotice, setNoticeFades } = messages;
  const [cropSource, setCropSource] = useState<CropSource | null>(null);
  const { upload, send } = usePhotoUpload();
  const busy = upload !== null;
  const blocked = disabled || busy;

  const problemMessage = (problem: PhotoFileProblem) => t(PROBLEM_KEYS[problem], { size: MAX_UPLOAD_SIZE });

  /** `note` is said during and after the upload (why the photo went up uncropped). */
  const startUpload = async (blob: Blob, fileName: string, note?: string) => {
    const problem = photoFileProblem(blob);
    if (problem) {
      setError(problemMessage(problem));
      return;
    }
    setNotice(note ?? null);
    setNoticeFades(false);
    focusNext.current = 'cancel';
    const result = await send(blob, fileName);
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
    messages.clear();
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

  /** The stored photo into the crop again. */
  const recrop = (photoPath: string) => {
    messages.clear();
    setCropSource({ src: workingCopy(photoPath), file: null });
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

  return { upload, busy, blocked, cropSource, acceptFile, recrop, closeCrop, onCropResult };
}
