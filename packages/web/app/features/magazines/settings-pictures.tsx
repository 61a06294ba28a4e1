import type { BusinessInfo } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { PhotoDropZone } from '../../ui/photo-drop-zone';
import { type MagazinePictureKind, useMagazinePicture } from './use-magazine-picture';

/** The logo (a square) and the cover (wide) of a magazine, each saved as soon as it changes. */
export function SettingsPictures({ magazine }: { magazine: BusinessInfo }) {
  return (
    <div className="create-pictures-grid">
      <PictureField
        kind="logo"
        magazineUserId={magazine.userId}
        photoPath={magazine.photoPath}
        focalPoint="50,50"
      />
      <PictureField
        kind="cover"
        magazineUserId={magazine.userId}
        photoPath={magazine.profileBgPath}
        focalPoint={magazine.profileBgFocalPoint}
      />
    </div>
  );
}

function PictureField({
  kind,
  magazineUserId,
  photoPath,
  focalPoint,
}: {
  kind: MagazinePictureKind;
  magazineUserId: number;
  photoPath: string | null;
  focalPoint: string;
}) {
  const t = useT();
  const picture = useMagazinePicture(magazineUserId, kind, photoPath ? { photoPath, focalPoint } : null);
  return (
    <div className={kind === 'logo' ? 'picture-logo' : undefined}>
      <PhotoDropZone
        label={t(kind === 'logo' ? 'magazines.create.logo' : 'magazines.create.cover')}
        hint={t(kind === 'logo' ? 'magazines.create.logoHint' : 'magazines.create.coverHint')}
        aspect={kind === 'logo' ? 1 : 3}
        focalPoint={kind === 'cover'}
        value={picture.value}
        onChange={picture.change}
        disabled={picture.busy}
      />
      {picture.error && (
        <p className="field-error" role="alert">
          {picture.error}
        </p>
      )}
    </div>
  );
}
