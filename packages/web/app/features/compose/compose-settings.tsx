import { COMPOSE_DESCRIPTION_MAX } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { PhotoDropZone } from '../../ui/photo-drop-zone';
import { TextAreaField } from '../accounts/fields';
import { LanguageSelect, PlacePicker, PremiumFields, TopicPicker } from './compose-fields';
import type { DraftFields } from './draft-model';
import type { ComposeDraft } from './use-compose-draft';

/** The editor's settings column: cover, topics, summary, language, place and premium. */
export function ComposeSettings({
  fields,
  errors: fieldErrors,
  update,
}: {
  fields: DraftFields;
  /** The first message of each field. */
  errors: Record<string, string>;
  update: ComposeDraft['update'];
}) {
  const t = useT();
  return (
    <aside className="compose-side" aria-label={t('compose.section.settings')}>
      <div
        className="compose-field"
        data-field="photo"
        data-field-invalid={fieldErrors.photo ? '' : undefined}
      >
        <PhotoDropZone
          label={t('compose.field.cover')}
          value={fields.photo}
          onChange={(photo) => update({ photo })}
          aspect={16 / 9}
          allowSearch
        />
        {fieldErrors.photo && (
          <p className="field-error" role="alert">
            {fieldErrors.photo}
          </p>
        )}
      </div>
      <TopicPicker
        topics={fields.topics}
        onChange={(topics) => update({ topics })}
        error={fieldErrors.topics}
      />
      <div data-field="description">
        <TextAreaField
          label={t('compose.field.description')}
          name="description"
          rows={3}
          maxLength={COMPOSE_DESCRIPTION_MAX}
          value={fields.description}
          onValueChange={(description) => update({ description })}
          error={fieldErrors.description}
          hint={t('compose.field.descriptionHint')}
          aside={
            <span className="field-counter">
              {fields.description.length}/{COMPOSE_DESCRIPTION_MAX}
            </span>
          }
        />
      </div>
      <LanguageSelect value={fields.lang} onChange={(lang) => update({ lang })} error={fieldErrors.lang} />
      <PlacePicker place={fields.place} onChange={(place) => update({ place })} error={fieldErrors.place} />
      <PremiumFields
        premium={fields.premium}
        price={fields.price}
        currency={fields.currency}
        onChange={(patch) => update(patch)}
        errors={{
          price: fieldErrors.price,
          currency: fieldErrors.currency,
          premium: fieldErrors.premium,
        }}
      />
    </aside>
  );
}
