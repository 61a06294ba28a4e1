import { focalPointOfPath, formatFocalPoint } from '@masthead/core';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { PhotoDropZone } from '../../ui/photo-drop-zone';
import { useMagazinePicture } from '../magazines/use-magazine-picture';
import { ColourRows } from './colour-row';
import type { Customisation } from './use-customisation';

/**
 * The cover tab: the cover picture with its focal point (the same upload, delete and focal-point calls
 * as the profile and magazine settings, SPEC §7), hiding the cover, and the cover's colours. A new
 * cover shows on the page at once.
 */
export function CoverSection({
  customisation,
  coverPath,
  onCover,
}: {
  customisation: Customisation;
  coverPath: string | null;
  onCover: (path: string | null) => void;
}) {
  const t = useT();
  const userId = customisation.payload.userId;
  const picture = useMagazinePicture(
    userId,
    'cover',
    coverPath ? { photoPath: coverPath, focalPoint: formatFocalPoint(focalPointOfPath(coverPath)) } : null,
  );
  const path = picture.value?.photoPath ?? null;
  useEffect(() => onCover(path), [path, onCover]);
  return (
    <>
      <PhotoDropZone
        label={t('magazines.create.cover')}
        hint={t('magazines.create.coverHint')}
        aspect={3}
        focalPoint
        value={picture.value}
        onChange={picture.change}
        disabled={picture.busy}
      />
      {picture.error && (
        <p className="field-error" role="alert">
          {picture.error}
        </p>
      )}
      <label className="customise-check">
        <input
          type="checkbox"
          checked={customisation.settings.styles.coverHide === 'none'}
          onChange={(event) =>
            customisation.change({ styles: { coverHide: event.target.checked ? 'none' : '' } })
          }
        />
        {t('customisation.cover.hide')}
      </label>
      <ColourRows
        keys={[
          'coverBgColor',
          'coverTextColor',
          'coverNameColor',
          'coverDescriptionColor',
          'coverSocialIconColor',
        ]}
        customisation={customisation}
      />
    </>
  );
}
