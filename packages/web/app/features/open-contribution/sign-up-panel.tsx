import type { OpenContributionCard } from '@masthead/core';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { SignInForm } from '../accounts/sign-in-form';
import { magazineName } from './contribution-card';
import { closeContribution, goToStory } from './contribution-store';
import { StepHeading, StepMessage } from './step-parts';

/**
 * SPEC §2 open contribution, first popup (guests only): the magazine's sign-up message and the sign-up
 * form (an existing account signs in instead). Signed in, the page's data is read again (the header,
 * the API client) and the reader goes on to write, without leaving the page.
 */
export function SignUpPanel({ card }: { card: OpenContributionCard }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div className="oc-step oc-step-signup">
      <StepHeading>{t('openContribution.dialog.signUpHeading')}</StepHeading>
      <StepMessage
        html={card.messages.signUp}
        fallback={t('openContribution.dialog.signUpDefault', { magazine: magazineName(card) })}
      />
      <SignInForm
        initialMode="signup"
        onDone={closeContribution}
        onSignedIn={() => {
          void revalidator.revalidate();
          goToStory();
        }}
      />
    </div>
  );
}
