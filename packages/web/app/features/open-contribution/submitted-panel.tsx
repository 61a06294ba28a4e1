import type { OpenContributionCard } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { magazineName } from './contribution-card';
import { closeContribution, goToStory, type SubmittedStory } from './contribution-store';
import { StepHeading, StepMessage } from './step-parts';

/** SPEC §2 open contribution, last popup: the submitted message and 'Submit another Story'. */
export function SubmittedPanel({
  card,
  submitted,
}: {
  card: OpenContributionCard;
  submitted: SubmittedStory;
}) {
  const t = useT();
  const magazine = magazineName(card);
  return (
    <div className="oc-step oc-step-submitted">
      <StepHeading>{t('openContribution.dialog.submittedHeading')}</StepHeading>
      <StepMessage
        html={card.messages.submitted}
        fallback={t('openContribution.dialog.submittedDefault', { title: submitted.title, magazine })}
      />
      {submitted.joined && <p className="oc-note">{t('openContribution.dialog.joined', { magazine })}</p>}
      <div className="modal-actions oc-actions">
        <a className="button button-ghost" href={submitted.editPath}>
          {t('openContribution.dialog.viewSubmission')}
        </a>
        <button type="button" className="button button-secondary" onClick={closeContribution}>
          {t('openContribution.dialog.close')}
        </button>
        <button type="button" className="button button-primary" onClick={goToStory}>
          {t('openContribution.dialog.submitAnother')}
        </button>
      </div>
    </div>
  );
}
