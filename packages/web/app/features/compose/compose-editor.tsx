import { type ComposableCtype, composePath, type PublisherChoice } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { FormAlert } from '../../ui/form-alert';
import { HelpButton } from '../../ui/help-button';
import { typeLabelKey } from '../content/labels';
import { choiceOf } from '../editorial/publisher-select';
import { ReviewBanner } from '../editorial/review-banner';
import { TourProvider, TourSlot } from '../tutorials/tour';
import { BodyField } from './body-field';
import { ComposeBar } from './compose-bar';
import { ComposeSettings } from './compose-settings';
import { type DraftFields, type DraftMeta, errorsByField, extraErrors } from './draft-model';
import { useFocusOnErrors } from './focus-errors';
import { TYPE_FORMS } from './forms';
import { TitleField } from './title-field';
import { useComposeDraft } from './use-compose-draft';
import './compose.css';

/** The writer tour's cards, each beside what it explains. */
const WRITER_TITLE = ['title'] as const;
const WRITER_BODY = ['body'] as const;
const WRITER_PUBLISH = ['publish'] as const;

type ComposeEditorProps = {
  initial: { fields: DraftFields; meta: DraftMeta };
  /** 'Publish in': the viewer's own profile and the magazines they write for. */
  publishers: readonly PublisherChoice[];
  /** Reloads the document from the server (after a revision was restored). */
  onReload: () => void;
};

/**
 * The full-page editor (/write.html): title, the type's own form, the rich text, and the settings
 * (cover, topics, summary, language, place, premium). Drafts save themselves; the bar on top says how
 * saving goes and holds Publish (Update and Unpublish once published), Preview link and Delete draft.
 */
export function ComposeEditor({ initial, publishers, onReload }: ComposeEditorProps) {
  const t = useT();
  const viewer = useViewer();
  const draft = useComposeDraft(initial, {
    // The address becomes the draft's own (no reload), so a refresh or a shared tab finds it.
    onCreated: (cgroupId) => window.history.replaceState(window.history.state, '', composePath({ cgroupId })),
  });
  const root = useFocusOnErrors(draft);
  const { fields, meta, update } = draft;
  const fieldErrors = errorsByField(draft.errors);
  const TypeForm = TYPE_FORMS[fields.ctype as ComposableCtype];
  const published = meta.status === 'published';
  const typeName = t(typeLabelKey(fields.ctype));
  // An editor may open a member's submission: the author's own choices are theirs alone.
  const isAuthor = meta.author === null || meta.author.userId === viewer?.userId;
  const choices =
    meta.publisher && !publishers.some((choice) => choice.userId === meta.publisher?.userId)
      ? [
          ...publishers,
          { ...meta.publisher, kind: 'magazine' as const, publishOwn: false, asPublisher: false },
        ]
      : publishers;
  const choice = choiceOf(choices, fields.publisherId);

  return (
    <TourProvider tour="writer">
      <div className="compose-page" ref={root}>
        <ComposeBar draft={draft} typeName={typeName} choice={choice} isAuthor={isAuthor} />
        <TourSlot steps={WRITER_PUBLISH} />
        <FormAlert
          message={draft.formError ?? (Object.keys(fieldErrors).length > 0 ? t('compose.fixFields') : null)}
        />
        <ReviewBanner meta={meta} isAuthor={isAuthor} />
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
            <div className="compose-help">
              <HelpButton tip={t('help.compose')} />
            </div>
            <TitleField
              value={fields.title}
              onChange={(title) => update({ title })}
              error={fieldErrors.title}
            />
            <TourSlot steps={WRITER_TITLE} />
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
            <BodyField
              label={TypeForm ? t('compose.field.intro') : t('compose.field.body')}
              initialHtml={fields.body}
              onChange={(body) => update({ body })}
              error={fieldErrors.body}
              // Beside a type's own form the text is an introduction: a smaller box.
              compact={Boolean(TypeForm)}
            />
            <TourSlot steps={WRITER_BODY} />
          </div>
          <ComposeSettings
            draft={draft}
            fieldErrors={fieldErrors}
            publishers={isAuthor ? choices : []}
            onReload={onReload}
          />
        </div>
      </div>
    </TourProvider>
  );
}
