import { OPEN_CONTRIBUTION_LIMITS } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { PhotoDropZone } from '../../ui/photo-drop-zone';
import { SelectField, TextAreaField, TextField } from '../../ui/text-field';
import { ButtonColorField } from './button-color-field';
import type { SettingsValues } from './settings-values';

const POSITIONS = Array.from({ length: OPEN_CONTRIBUTION_LIMITS.feedCardIdxMax + 1 }, (_, index) => index);

type FieldsProps = {
  values: SettingsValues;
  change(change: Partial<SettingsValues>): void;
  /** Errors by the request's field names. */
  errors: Record<string, string>;
  readOnly: boolean;
};

/** SPEC §3's card fields: description, photo, button text and colour, and its place among the stories. */
export function CardFields({ values, change, errors, readOnly }: FieldsProps) {
  const t = useT();
  const { descriptionMax, buttonTextMax } = OPEN_CONTRIBUTION_LIMITS;
  return (
    <div className="account-form">
      <TextAreaField
        label={t('openContribution.settings.description')}
        value={values.description}
        onValueChange={(description) => change({ description })}
        error={errors.openContributionDescription}
        hint={t('openContribution.settings.descriptionHint')}
        aside={
          <span
            className={values.description.length > descriptionMax ? 'field-counter is-over' : 'field-counter'}
          >
            {t('openContribution.settings.descriptionCount', {
              count: values.description.length,
              max: descriptionMax,
            })}
          </span>
        }
        rows={3}
        readOnly={readOnly}
      />
      <div className="field" data-field="openContributionPhotoPath">
        <PhotoDropZone
          label={t('openContribution.settings.photo')}
          hint={t('openContribution.settings.photoHint')}
          value={values.photo}
          onChange={(photo) => change({ photo })}
          aspect={16 / 9}
          allowSearch
          disabled={readOnly}
        />
        {errors.openContributionPhotoPath && (
          <p className="field-error" role="alert">
            {errors.openContributionPhotoPath}
          </p>
        )}
      </div>
      <TextField
        label={t('openContribution.settings.buttonText')}
        value={values.buttonText}
        onValueChange={(buttonText) => change({ buttonText })}
        error={errors.openContributionButtonText}
        maxLength={buttonTextMax}
        required
        readOnly={readOnly}
      />
      <ButtonColorField
        value={values.buttonColor}
        onChange={(buttonColor) => change({ buttonColor })}
        error={errors.openContributionButtonColor}
        readOnly={readOnly}
      />
      <SelectField
        label={t('openContribution.settings.position')}
        value={String(values.feedCardIdx)}
        options={POSITIONS.map((index) => ({
          value: String(index),
          label:
            index === 0
              ? t('openContribution.settings.positionFirst')
              : t('openContribution.settings.positionAfter', { number: index }),
        }))}
        onValueChange={(index) => change({ feedCardIdx: Number(index) })}
        error={errors.feedCardIdx}
        disabled={readOnly}
      />
    </div>
  );
}
