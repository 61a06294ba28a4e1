import { useT } from '../../lib/i18n';
import { PhotoDropZone, type PhotoValue } from '../../ui/photo-drop-zone';

/** The cover photo (16:9), its error focusable by the editor's error focus. */
export function CoverField({
  photo,
  onChange,
  error,
  showError = true,
}: {
  photo: PhotoValue;
  onChange: (photo: PhotoValue) => void;
  error: string | undefined;
  /** Says the error under the photo (the compose popup only marks the field). */
  showError?: boolean;
}) {
  const t = useT();
  return (
    <div className="compose-field" data-field="photo" data-field-invalid={error ? '' : undefined}>
      <PhotoDropZone
        label={t('compose.field.cover')}
        value={photo}
        onChange={onChange}
        aspect={16 / 9}
        allowSearch
      />
      {showError && error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
