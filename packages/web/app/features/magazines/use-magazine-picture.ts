import { useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import type { PhotoValue } from '../../ui/photo-drop-zone';
import { showSnackbar } from '../../ui/snackbar';
import {
  removeCover,
  removeLogo,
  saveCoverFocalPoint,
  sendCover,
  sendLogo,
  storedPicture,
} from './magazine-pictures';

export type MagazinePictureKind = 'logo' | 'cover';

/**
 * A magazine's logo or cover in its settings, saved the moment it changes: a picture chosen in the
 * drop zone goes to the magazine, Remove removes it (the drop zone offers Undo, which puts back the
 * picture kept from before), and a new focal point of the cover is saved on its own.
 */
export function useMagazinePicture(magazineUserId: number, kind: MagazinePictureKind, initial: PhotoValue) {
  const { t, lang } = useI18n();
  const messages = messagesFor(lang);
  const [value, setValue] = useState<PhotoValue>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The picture just removed, kept so that Undo can send it again. */
  const removed = useRef<{ photoPath: string; picture: Blob } | null>(null);

  const send = (picture: Blob, focalPoint: string) =>
    kind === 'logo'
      ? sendLogo(magazineUserId, picture, messages).then((result) =>
          result.ok ? { ok: true as const, photoPath: result.data.photoPath } : result,
        )
      : sendCover(magazineUserId, picture, focalPoint, messages).then((result) =>
          result.ok ? { ok: true as const, photoPath: result.data.profileBgPath } : result,
        );

  /** Does the change; answers the value now stored, or a failure. */
  async function save(
    previous: PhotoValue,
    next: PhotoValue,
  ): Promise<{ ok: true; value: PhotoValue } | Extract<ApiResult<unknown>, { ok: false }> | null> {
    if (next === null) {
      const picture = previous ? await storedPicture(previous.photoPath) : null;
      removed.current = previous && picture ? { photoPath: previous.photoPath, picture } : null;
      const result = await (kind === 'logo' ? removeLogo : removeCover)(magazineUserId, messages);
      return result.ok ? { ok: true, value: null } : result;
    }
    if (previous && next.photoPath === previous.photoPath) {
      if (kind === 'logo' || next.focalPoint === previous.focalPoint) return { ok: true, value: next };
      const result = await saveCoverFocalPoint(magazineUserId, next.focalPoint);
      return result.ok ? { ok: true, value: next } : result;
    }
    const undo = removed.current?.photoPath === next.photoPath ? removed.current.picture : null;
    const picture = undo ?? (await storedPicture(next.photoPath));
    if (!picture) return null;
    const result = await send(picture, next.focalPoint);
    if (!result.ok) return result;
    return {
      ok: true,
      value: result.photoPath ? { photoPath: result.photoPath, focalPoint: next.focalPoint } : null,
    };
  }

  const change = async (next: PhotoValue) => {
    if (busy) return;
    const previous = value;
    setValue(next);
    setError(null);
    setBusy(true);
    const result = await save(previous, next);
    setBusy(false);
    if (result?.ok !== true) {
      setValue(previous);
      setError(result?.message ?? t('magazines.settings.pictureFailed'));
      return;
    }
    setValue(result.value);
    // Removing shows the drop zone's own 'removed' message with its Undo.
    if (next !== null)
      showSnackbar(t(kind === 'logo' ? 'magazines.settings.logoSaved' : 'magazines.settings.coverSaved'));
  };

  return { value, change, busy, error };
}
