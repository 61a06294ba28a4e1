import { COMPOSE_DESCRIPTION_MAX, type ComposableCtype, composePath } from '@masthead/core';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { PhotoDropZone } from '../../ui/photo-drop-zone';
import { showSnackbar } from '../../ui/snackbar';
import { BusyButton, FormAlert, TextAreaField } from '../accounts/fields';
import { typeLabelKey } from '../content/labels';
import {
  FieldMessage,
  LanguageSelect,
  PlacePicker,
  PremiumFields,
  SaveStatus,
  TitleField,
  TopicPicker,
} from './compose-fields';
import { type DraftFields, type DraftMeta, errorsByField, extraErrors } from './draft-model';
import { useFocusOnErrors } from './focus-errors';
import { TYPE_FORMS } from './forms';
import { PreviewLink } from './preview-link';
import { RichTextEditor } from './rich-text-editor';
import { useComposeDraft } from './use-compose-draft';
import '../accounts/accounts.css';
import './compose.css';

type ComposeEditorProps = { initial: { fields: DraftFields; meta: DraftMeta } };

/**
 * The full-page editor (/write.html): title, the type's own form, the rich text, and the settings
 * (cover, topics, summary, language, place, premium). Drafts save themselves; the bar on top says how
 * saving goes and holds Publish (Update and Unpublish once published), Preview link and Delete draft.
 */
export function ComposeEditor({ initial }: ComposeEditorProps) {
  const t = useT();
  const navigate = useNavigate();
  const draft = useComposeDraft(initial, {
    // The address becomes the draft's own (no reload), so a refresh or a shared tab finds it.
    onCreated: (cgroupId) => window.history.replaceState(window.history.state, '', composePath({ cgroupId })),
  });
  const root = useFocusOnErrors(draft);
  const bodyLabelId = useId();
  const bodyMessageId = useId();
  const { fields, meta, update } = draft;
  const fieldErrors = errorsByField(draft.errors);
  const TypeForm = TYPE_FORMS[fields.ctype as ComposableCtype];
  const published = meta.status === 'published';
  const typeName = t(typeLabelKey(fields.ctype));

  async function publish() {
    const url = await draft.publish();
    if (url) navigate(url);
  }

  async function updateLive() {
    if (await draft.updateLive()) showSnackbar(t('compose.updated'));
  }

  async function unpublish() {
    const confirmed = await confirm({
      title: t('compose.unpublish.title'),
      message: t('compose.unpublish.message'),
      confirmLabel: t('compose.action.unpublish'),
    });
    if (confirmed && (await draft.unpublish())) showSnackbar(t('compose.unpublished'));
  }

  async function remove() {
    const confirmed = await confirm({
      title: t('compose.delete.title'),
      message: t('compose.delete.message'),
      confirmLabel: t('compose.delete.confirm'),
      danger: true,
    });
    if (!confirmed || !(await draft.remove())) return;
    showSnackbar(t('compose.deleted'));
    navigate('/my_posts.html');
  }

  return (
    <div className="compose-page" ref={root}>
      <div className="compose-bar">
        <div className="compose-bar-state">
          <span className={published ? 'compose-badge is-published' : 'compose-badge'}>
            {published ? t('compose.status.published') : t('compose.status.draft')}
          </span>
          <span className="compose-type-name">{typeName}</span>
          <SaveStatus
            status={draft.saveStatus}
            blocked={draft.saveBlocked}
            published={published}
            onRetry={draft.retry}
          />
        </div>
        <div className="compose-bar-actions">
          {!published && meta.cgroupId !== null && (
            <button
              type="button"
              className="button button-ghost compose-delete"
              disabled={draft.busy !== null}
              onClick={() => void remove()}
            >
              {t('compose.action.delete')}
            </button>
          )}
          {published ? (
            <>
              <button
                type="button"
                className="button button-secondary"
                disabled={draft.busy !== null}
                onClick={() => void unpublish()}
              >
                {t('compose.action.unpublish')}
              </button>
              <BusyButton
                type="button"
                label={t('compose.action.update')}
                busyLabel={t('compose.action.updating')}
                busy={draft.busy === 'update'}
                disabled={draft.busy !== null}
                onClick={() => void updateLive()}
              />
            </>
          ) : (
            <>
              <PreviewLink draft={draft} />
              <BusyButton
                type="button"
                label={t('compose.action.publish')}
                busyLabel={t('compose.action.publishing')}
                busy={draft.busy === 'publish'}
                disabled={draft.busy !== null}
                onClick={() => void publish()}
              />
            </>
          )}
        </div>
      </div>
      <FormAlert
        message={draft.formError ?? (Object.keys(fieldErrors).length > 0 ? t('compose.fixFields') : null)}
      />
      {published && meta.url && (
        <p className="compose-live-note">
          <a href={meta.url}>{t('compose.viewPublished')}</a>
        </p>
      )}

      <div className="compose-layout">
        <div className="compose-main">
          <h1 className="visually-hidden">
            {meta.cgroupId
              ? t('compose.page.edit', { type: typeName })
              : t('compose.page.new', { type: typeName })}
          </h1>
          <TitleField
            value={fields.title}
            onChange={(title) => update({ title })}
            error={fieldErrors.title}
          />
          {TypeForm && (
            <section
              className="compose-type-form"
              data-field="extra"
              data-field-invalid={fieldErrors.extra ? '' : undefined}
              aria-label={t('compose.section.typeForm', { type: typeName })}
            >
              <TypeForm
                ctype={fields.ctype}
                extra={fields.extra}
                photoPath={fields.photo?.photoPath ?? null}
                onChange={(extra) => update({ extra })}
                errors={extraErrors(draft.errors)}
                disabled={draft.busy !== null}
              />
              {fieldErrors.extra && !Object.keys(extraErrors(draft.errors)).length && (
                <p className="field-error" role="alert">
                  {fieldErrors.extra}
                </p>
              )}
            </section>
          )}
          <div className="compose-body" data-field="body">
            <span id={bodyLabelId} className="field-label compose-body-label">
              {TypeForm ? t('compose.field.intro') : t('compose.field.body')}
            </span>
            <RichTextEditor
              initialHtml={fields.body}
              onChange={(body) => update({ body })}
              labelId={bodyLabelId}
              describedBy={bodyMessageId}
              invalid={Boolean(fieldErrors.body)}
              placeholder={t('compose.editor.placeholder')}
              // Beside a type's own form the text is an introduction: a smaller box.
              compact={Boolean(TypeForm)}
            />
            <FieldMessage id={bodyMessageId} error={fieldErrors.body} />
          </div>
        </div>

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
          <LanguageSelect
            value={fields.lang}
            onChange={(lang) => update({ lang })}
            error={fieldErrors.lang}
          />
          <PlacePicker
            place={fields.place}
            onChange={(place) => update({ place })}
            error={fieldErrors.place}
          />
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
      </div>
    </div>
  );
}
