import { COMPOSE_DESCRIPTION_MAX, type PublisherChoice } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { TextAreaField } from '../../ui/text-field';
import { PublisherSelect } from '../editorial/publisher-select';
import { RevisionHistory } from '../editorial/revision-history';
import { DraftCoverField } from './cover-field';
import { LanguageSelect } from './language-select';
import { PlacePicker } from './place-picker';
import { PremiumFields } from './premium-fields';
import { TopicPicker } from './topic-picker';
import type { ComposeDraft } from './use-compose-draft';

/**
 * The full editor's settings column: where it is published, cover, topics, summary, language, place
 * and premium; and a magazine story's history.
 */
export function ComposeSettings({
  draft,
  fieldErrors,
  publishers,
  onReload,
}: {
  draft: ComposeDraft;
  fieldErrors: Record<string, string>;
  /** The author's 'Publish in' choices (none for an editor reviewing a member's story). */
  publishers: readonly PublisherChoice[];
  onReload: () => void;
}) {
  const t = useT();
  const { fields, meta, update } = draft;
  const inMagazine = meta.publisher !== null && meta.publisher.userId !== meta.author?.userId;
  return (
    <aside className="compose-side" aria-label={t('compose.section.settings')}>
      <PublisherSelect
        choices={publishers}
        value={fields}
        onChange={(publishIn) => update(publishIn)}
        lockedTo={meta.status === 'published' && inMagazine ? meta.publisher : null}
        error={fieldErrors.publisherId}
        disabled={draft.busy !== null}
      />
      <DraftCoverField fields={fields} update={update} errors={fieldErrors} />
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
      {meta.cgroupId !== null && inMagazine && (
        <RevisionHistory
          cgroupId={meta.cgroupId}
          // A draft's last keystrokes are saved first; a published story's unsaved edits give way.
          beforeRestore={async () => meta.status === 'published' || draft.flush()}
          onRestored={onReload}
        />
      )}
    </aside>
  );
}
