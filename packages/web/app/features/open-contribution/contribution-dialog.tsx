import type { OpenContributionCard } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { useStore } from '../../lib/store';
import { Modal } from '../../ui/modal';
import { magazineName } from './contribution-card';
import { closeContribution, contributionStore } from './contribution-store';
import { SignUpPanel } from './sign-up-panel';
import { StoryPanel } from './story-panel';
import { SubmittedPanel } from './submitted-panel';
import './open-contribution.css';

/**
 * SPEC §2 open-contribution popups, one dialog whose steps follow each other: sign up (guests), how to
 * submit a story, submitted. Escape, the close button and the backdrop close it; what the reader typed
 * stays for when they open it again.
 */
export default function ContributionDialog({ card }: { card: OpenContributionCard }) {
  const t = useT();
  const { step, startedAsGuest, draft, submitted } = useStore(contributionStore);
  const count = startedAsGuest ? 3 : 2;
  const number = step === 'signup' ? 1 : step === 'submit' ? count - 1 : count;
  return (
    <Modal
      open
      onClose={closeContribution}
      title={t('openContribution.dialog.title', { magazine: magazineName(card) })}
      className="modal-contribution"
    >
      <p className="oc-step-count">{t('openContribution.dialog.step', { number, count })}</p>
      {step === 'signup' && <SignUpPanel card={card} />}
      {step === 'submit' && <StoryPanel key={draft.version} card={card} draft={draft} />}
      {step === 'submitted' && submitted && <SubmittedPanel card={card} submitted={submitted} />}
    </Modal>
  );
}
