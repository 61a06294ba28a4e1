import { COMPOSE_DESCRIPTION_MAX } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { TextAreaField } from '../../ui/text-field';
import { CoverField } from './cover-field';
import { LanguageSelect } from './language-select';
import { PlacePicker } from './place-picker';
import { PremiumFields } from './premium-fields';
import { TopicPicker } from './topic-picker';
import type { ComposeDraft } from './use-compose-draft';

/** The full editor's settings column: cover, topics, summary, language, place and premium. */
export function ComposeSettings({
  draft,
  fieldErrors,
}: {
  draft: ComposeDraft;
  fieldErrors: Record<string, string>;
}) {
  const t = useT();
  const { fields, update } = draft;
  return (
    <aside className="compose-side" aria-label={t('compose.section.settings')}>
      <CoverField photo={fields.photo} onChange={(photo) => update({ photo })} error={fieldErrors.photo} />
      <TopicPicker
        topics={fields.topics}
        onChange={(topics) => update({ topics })}
        error={fieldErrors.topics}
      />
      <TextAreaField
        dataField="description"
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
