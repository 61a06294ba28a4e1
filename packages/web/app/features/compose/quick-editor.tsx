import { CTYPE, composePath, type PublisherChoice } from '@masthead/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { publisherChoices } from '../editorial/editorial-api';
import { choiceOf, PublisherSelect } from '../editorial/publisher-select';
import { useEditorialMoves } from '../editorial/use-editorial-moves';
import { BodyField } from './body-field';
import { coverDescribedOrAccepted } from './cover-alt-prompt';
import { DraftCoverField } from './cover-field';
import { errorsByField, newDraft } from './draft-model';
import { useFocusOnErrors } from './focus-errors';
import { SaveStatus } from './save-status';
import { TitleField } from './title-field';
import { TopicPicker } from './topic-picker';
import { useComposeDraft } from './use-compose-draft';
import './compose.css';

/**
 * The compose popup's post editor (SPEC §2 full compose popup): title, rich text, cover and topics,
 * saved as a draft like the full editor. 'Open full editor' carries the draft to /write.html.
 */
export function QuickEditor({ onDone }: { onDone: () => void }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  // The popup writes for the magazine the session acts as (the switcher's choice), if any.
  const acting = useRootData()?.actingProfile;
  const [initial] = useState(() => newDraft(CTYPE.post, lang, {}, acting?.isMagazine ? acting.userId : null));
  const draft = useComposeDraft(initial);
  const moves = useEditorialMoves(draft);
  const root = useFocusOnErrors(draft);
  const [saving, setSaving] = useState(false);
  const [publishers, setPublishers] = useState<PublisherChoice[]>([]);
  const { fields, update } = draft;
  const fieldErrors = errorsByField(draft.errors);
  const choice = choiceOf(publishers, fields.publisherId);
  // Writers and contributors submit a magazine story for review instead of publishing it.
  const review = choice !== undefined && !choice.publishOwn;

  // 'Publish in' (SPEC §6: the writer's own profile is listed), read once the popup opens.
  useEffect(() => {
    let live = true;
    void publisherChoices().then((result) => {
      if (live && result.ok) setPublishers(result.data.publishers);
    });
    return () => {
      live = false;
    };
  }, []);

  async function saveDraft() {
    setSaving(true);
    const ok = await draft.flush();
    setSaving(false);
    if (ok && draft.meta.cgroupId !== null) showSnackbar(t('compose.status.saved'));
  }

  async function publish() {
    if (!(await coverDescribedOrAccepted(fields, t))) return;
    const url = await draft.publish();
    if (!url) return;
    onDone();
    navigate(url);
  }

  async function submit() {
    const cgroupId = await moves.submit();
    if (!cgroupId || !choice) return;
    showSnackbar(t('editorial.submitted', { magazine: choice.displayName || choice.username }));
    onDone();
    navigate(composePath({ cgroupId }));
  }

  async function openFull() {
    const empty =
      fields.title.trim() === '' && fields.body === '' && !fields.photo && fields.topics.length === 0;
    if (empty && draft.meta.cgroupId === null) {
      onDone();
      navigate(composePath({ ctype: CTYPE.post, publisherId: fields.publisherId }));
      return;
    }
    setSaving(true);
    const ok = await draft.flush({ force: draft.meta.cgroupId === null });
    setSaving(false);
    const cgroupId = draft.meta.cgroupId;
    if (!ok || cgroupId === null) return;
    onDone();
    navigate(composePath({ cgroupId }));
  }

  return (
    <div className="quick-editor" ref={root}>
      <TitleField
        value={fields.title}
        onChange={(title) => update({ title })}
        error={fieldErrors.title}
        compact
      />
      <BodyField
        label={t('compose.field.body')}
        initialHtml=""
        onChange={(body) => update({ body })}
        error={fieldErrors.body}
        compact
      />
      <PublisherSelect
        choices={publishers}
        value={fields}
        onChange={(publishIn) => update(publishIn)}
        error={fieldErrors.publisherId}
        disabled={draft.busy !== null}
      />
      <div className="quick-editor-settings">
        <DraftCoverField fields={fields} update={update} errors={fieldErrors} showError={false} />
        <TopicPicker
          topics={fields.topics}
          onChange={(topics) => update({ topics })}
          error={fieldErrors.topics}
        />
      </div>
      <FormAlert
        message={draft.formError ?? (Object.keys(fieldErrors).length > 0 ? t('compose.fixFields') : null)}
      />
      <div className="quick-editor-actions">
        <SaveStatus
          status={draft.saveStatus}
          blocked={draft.saveBlocked}
          published={false}
          onRetry={draft.retry}
        />
        <button
          type="button"
          className="button button-ghost"
          disabled={saving}
          onClick={() => void openFull()}
        >
          {t('compose.action.openFull')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={saving || draft.busy !== null}
          onClick={() => void saveDraft()}
        >
          {t('compose.action.saveDraft')}
        </button>
        <BusyButton
          type="button"
          label={t(review ? 'editorial.action.submit' : 'compose.action.publish')}
          busyLabel={t(review ? 'editorial.action.submitting' : 'compose.action.publishing')}
          busy={draft.busy === 'publish' || draft.busy === 'submit'}
          disabled={saving || draft.busy !== null}
          onClick={() => void (review ? submit() : publish())}
        />
      </div>
    </div>
  );
}
