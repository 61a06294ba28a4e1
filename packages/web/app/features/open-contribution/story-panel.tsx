import { LIMITS, type OpenContributionCard } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { BodyField } from '../compose/body-field';
import { CoverField } from '../compose/cover-field';
import { magazineName } from './contribution-card';
import type { StoryDraft } from './contribution-store';
import { StepHeading, StepMessage } from './step-parts';
import { useStorySubmission } from './use-story-submission';

/**
 * SPEC §2 open contribution, 'how to submit a story': the magazine's message, then the story (title,
 * rich text in the compose editor, an optional cover) sent to its review queue, or 'Open the full
 * editor' with the magazine as its publisher.
 */
export function StoryPanel({ card, draft }: { card: OpenContributionCard; draft: StoryDraft }) {
  const t = useT();
  const magazine = magazineName(card);
  const { root, errors, formError, busy, edit, submit, openFullEditor } = useStorySubmission(card, draft);
  return (
    <form
      ref={root}
      className="oc-step oc-step-story"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading>{t('openContribution.dialog.submitHeading')}</StepHeading>
      <StepMessage
        html={card.messages.submitStory}
        fallback={t('openContribution.dialog.submitDefault', { magazine })}
      />
      <p className="oc-note">
        {t(
          card.viewer === 'member'
            ? 'openContribution.dialog.memberNote'
            : 'openContribution.dialog.joinNote',
          {
            magazine,
          },
        )}
      </p>
      <TextField
        label={t('openContribution.dialog.storyTitle')}
        value={draft.title}
        onValueChange={(title) => edit({ title })}
        error={errors.title}
        maxLength={LIMITS.titleMax}
        required
      />
      <BodyField
        label={t('openContribution.dialog.story')}
        initialHtml={draft.body}
        onChange={(body) => edit({ body })}
        error={errors.body}
        compact
      />
      <CoverField photo={draft.photo} onChange={(photo) => edit({ photo })} error={errors.photoPath} />
      <FormAlert message={formError} />
      <div className="modal-actions oc-actions">
        <BusyButton
          type="button"
          variant="secondary"
          label={t('openContribution.dialog.openFull')}
          busyLabel={t('openContribution.dialog.opening')}
          busy={busy === 'full'}
          disabled={busy !== null}
          onClick={() => void openFullEditor()}
        />
        <BusyButton
          label={t('openContribution.dialog.submit')}
          busyLabel={t('openContribution.dialog.submitting')}
          busy={busy === 'submit'}
          disabled={busy !== null}
        />
      </div>
    </form>
  );
}
