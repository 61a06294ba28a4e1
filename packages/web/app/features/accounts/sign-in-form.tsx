import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { ProviderButtons } from '../linked-accounts/provider-buttons';
import type { SignedInHere } from './finish-sign-in';
import { SignInStep } from './sign-in-step';
import { SignUpStep } from './sign-up-step';
import { TwoFactorStep } from './two-factor-step';
import './accounts.css';

export type SignInMode = 'signin' | 'signup';

type Props = {
  initialMode: SignInMode;
  /** Called when the form is finished with: signed in, or left through one of its links. */
  onDone(): void;
  /** Signed in inside a popup that carries on: called instead of going to the next page. */
  onSignedIn?: SignedInHere | undefined;
};

/** Sign in, sign up and the two-factor step, as one card (the sign-in page and the login prompt). */
export function SignInForm({ initialMode, onDone, onSignedIn }: Props) {
  const t = useT();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [tfa, setTfa] = useState<{ rememberLogin: boolean } | null>(null);
  const baseId = useId();
  const tabRefs = useRef<Record<SignInMode, HTMLButtonElement | null>>({ signin: null, signup: null });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const next: SignInMode =
      event.key === 'Home'
        ? 'signin'
        : event.key === 'End'
          ? 'signup'
          : mode === 'signin'
            ? 'signup'
            : 'signin';
    setMode(next);
    tabRefs.current[next]?.focus();
  };

  if (tfa) {
    return (
      <div className="auth-card">
        <TwoFactorStep
          rememberLogin={tfa.rememberLogin}
          onBack={() => setTfa(null)}
          onDone={onDone}
          onSignedIn={onSignedIn}
        />
      </div>
    );
  }

  const tab = (which: SignInMode, label: string) => (
    <button
      ref={(element) => {
        tabRefs.current[which] = element;
      }}
      type="button"
      role="tab"
      id={`${baseId}-tab-${which}`}
      aria-selected={mode === which}
      aria-controls={`${baseId}-panel`}
      tabIndex={mode === which ? 0 : -1}
      className="auth-tab"
      onClick={() => setMode(which)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  return (
    <div className="auth-card">
      <div className="auth-tabs" role="tablist" aria-label={t('accounts.tabs.label')}>
        {tab('signin', t('accounts.signin.tab'))}
        {tab('signup', t('accounts.signup.tab'))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${mode}`}
        className="auth-panel"
      >
        {mode === 'signin' ? (
          <SignInStep
            onTwoFactor={(rememberLogin) => setTfa({ rememberLogin })}
            onDone={onDone}
            onSignedIn={onSignedIn}
          />
        ) : (
          <SignUpStep onDone={onDone} onSwitchToSignIn={() => setMode('signin')} onSignedIn={onSignedIn} />
        )}
        <ProviderButtons
          purpose={mode}
          onTwoFactor={(rememberLogin) => setTfa({ rememberLogin })}
          onDone={onDone}
          onSignedIn={onSignedIn}
        />
      </div>
    </div>
  );
}
