import { PHOTO_ALT_MAX } from '@masthead/core';
import { useRef } from 'react';
import { useT } from '../../lib/i18n';
import { PhotoDropZone, type PhotoValue } from '../../ui/photo-drop-zone';
import { TextField } from '../../ui/text-field';
import type { DraftFields } from './draft-model';

/** The cover's text alternative, asked for once there is a cover (WCAG 1.1.1). */
export type CoverAlt = { value: string; onChange: (alt: string) => void; error: string | undefined };

/**
 * The cover photo (16:9), its error focusable by the editor's error focus, and, with `alt`, the
 * picture's description under it.
 */
export function CoverField({
  photo,
  onChange,
  error,
  alt,
  showError = true,
}: {
  photo: PhotoValue;
  onChange: (photo: PhotoValue) => void;
  error: string | undefined;
  alt?: CoverAlt;
  /** Says the error under the photo (the compose popup only marks the field). */
  showError?: boolean;
}) {
  const t = useT();
  // The picture the description was written for: removing the cover keeps it (Undo brings both back);
  // another picture starts without one.
  const described = useRef(photo?.photoPath ?? null);
  const change = (next: PhotoValue) => {
    if (alt && next && next.photoPath !== described.current) alt.onChange('');
    if (next) described.current = next.photoPath;
    onChange(next);
  };
  return (
    <div className="compose-field" data-field="photo" data-field-invalid={error ? '' : undefined}>
      <PhotoDropZone
        label={t('compose.field.cover')}
        value={photo}
        onChange={change}
        aspect={16 / 9}
        allowSearch
      />
      {showError && error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {alt && photo && (
        <TextField
          dataField="photoAlt"
          label={t('compose.field.coverAlt')}
          name="photoAlt"
          maxLength={PHOTO_ALT_MAX}
          value={alt.value}
          onValueChange={alt.onChange}
          error={alt.error}
          hint={t('compose.field.coverAltHint')}
        />
      )}
    </div>
  );
}

/** The cover and its description, wired to a draft's fields (the full editor and the compose popup). */
export function DraftCoverField({
  fields,
  update,
  errors,
  showError,
}: {
  fields: Pick<DraftFields, 'photo' | 'photoAlt'>;
  update: (change: Partial<DraftFields>) => void;
  errors: Record<string, string | undefined>;
  showError?: boolean;
}) {
  return (
    <CoverField
      photo={fields.photo}
      onChange={(photo) => update({ photo })}
      error={errors.photo}
      alt={{ value: fields.photoAlt, onChange: (photoAlt) => update({ photoAlt }), error: errors.photoAlt }}
      {...(showError === undefined ? {} : { showError })}
    />
  );
}
