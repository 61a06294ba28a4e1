import { type Messages, UPLOAD_FILE_FIELD } from '@masthead/core';
import { call } from '../../lib/api';
import { uploadForm } from '../../ui/upload-progress';
import { workingCopy } from '../../ui/use-photo-intake';

/**
 * A magazine's logo (its profile photo) and cover. The photo drop zone stores a picture in the
 * viewer's image library first (with its crop); from there it goes to the magazine, through the same
 * upload routes a person's pictures use.
 */

/** A stored picture's bytes as this site serves them (its largest size; a GIF as it is), or null. */
export async function storedPicture(photoPath: string): Promise<Blob | null> {
  try {
    const response = await fetch(workingCopy(photoPath));
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

const fileNameOf = (blob: Blob, base: string) => `${base}.${blob.type === 'image/gif' ? 'gif' : 'jpg'}`;

/** Text fields first: a server reading the stream sees them before the file. */
function pictureForm(magazineUserId: number, fields: Record<string, string>, picture?: Blob, base = 'photo') {
  const form = new FormData();
  form.append('userId', String(magazineUserId));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append(UPLOAD_FILE_FIELD, picture, fileNameOf(picture, base));
  return form;
}

export const sendLogo = (magazineUserId: number, picture: Blob, messages: Messages | null) =>
  uploadForm('POST /api2/magazine/photo', pictureForm(magazineUserId, {}, picture, 'logo'), { messages });

export const removeLogo = (magazineUserId: number, messages: Messages | null) =>
  uploadForm('POST /api2/magazine/photo', pictureForm(magazineUserId, { delete: '1' }), { messages });

export const sendCover = (
  magazineUserId: number,
  picture: Blob,
  focalPoint: string,
  messages: Messages | null,
) =>
  uploadForm('POST /api2/user/cover/update', pictureForm(magazineUserId, { focalPoint }, picture, 'cover'), {
    messages,
  });

export const removeCover = (magazineUserId: number, messages: Messages | null) =>
  uploadForm('POST /api2/user/cover/update', pictureForm(magazineUserId, { delete: '1' }), { messages });

export const saveCoverFocalPoint = (magazineUserId: number, focalPoint: string) =>
  call('POST /api2/admin/serverIp', { userId: magazineUserId, focalPoint });

/**
 * After creating a magazine: its logo and cover, from the pictures staged in the library. Answers
 * whether every picture chosen arrived.
 */
export async function sendStagedPictures(
  magazineUserId: number,
  pictures: { logo: { photoPath: string } | null; cover: { photoPath: string; focalPoint: string } | null },
  messages: Messages | null,
): Promise<boolean> {
  let allSent = true;
  if (pictures.logo) {
    const picture = await storedPicture(pictures.logo.photoPath);
    allSent = picture !== null && (await sendLogo(magazineUserId, picture, messages)).ok && allSent;
  }
  if (pictures.cover) {
    const picture = await storedPicture(pictures.cover.photoPath);
    allSent =
      picture !== null &&
      (await sendCover(magazineUserId, picture, pictures.cover.focalPoint, messages)).ok &&
      allSent;
  }
  return allSent;
}
