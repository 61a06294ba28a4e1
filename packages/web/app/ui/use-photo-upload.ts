import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { messagesFor } from '../lib/messages';
import { uploadPhoto } from './upload-progress';

/** A photo on its way up: its preview, how far it has got, and what stops it. */
export type PhotoUpload = { preview: string; percent: number; controller: AbortController };

/**
 * Sends one photo at a time with its progress and a preview of it; leaving the page mid-upload stops
 * the upload and frees the preview.
 */
export function usePhotoUpload() {
  const { lang } = useI18n();
  const [upload, setUpload] = useState<PhotoUpload | null>(null);
  const uploadRef = useRef<PhotoUpload | null>(null);
  uploadRef.current = upload;

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

  const send = async (blob: Blob, fileName: string) => {
    const controller = new AbortController();
    const preview = URL.createObjectURL(blob);
    setUpload({ preview, percent: 0, controller });
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
    return result;
  };

  return { upload, send };
}
