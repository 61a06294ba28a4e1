import { COOKIE_NAMES } from '@masthead/core';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { deleteCookie, getCookie, setPreviousUrl } from '../../lib/storage';
import { createStore, useStore } from '../../lib/store';
import { Modal } from '../../ui/modal';

/** The form (and the schemas it validates with) loads when the prompt first opens, not with every page. */
const loadSignInForm = () => import('../accounts/sign-in-form');
const SignInForm = lazy(() => loadSignInForm().then((module) => ({ default: module.SignInForm })));
/** Starts loading the form early, e.g. when a pointer reaches a sign-in button. */
export const preloadSignInForm = () => void loadSignInForm();

export type LoginPromptMode = 'signin' | 'signup';

const promptStore = createStore<{ mode: LoginPromptMode } | null>(null);

/**
 * SPEC §4/§6: the sign-in and sign-up popup. Sign-in comes back to this page: the previous-url cookie is
 * set to it first. Callable from anywhere on the client (the API client calls it on 'not signed in').
 */
export function openLoginPrompt(mode: LoginPromptMode = 'signin'): void {
  setPreviousUrl(`${window.location.pathname}${window.location.search}`);
  promptStore.set({ mode });
}

export const closeLoginPrompt = () => promptStore.set(null);

const LoginPromptContext = createContext({ openLoginPrompt, closeLoginPrompt });

/** `const { openLoginPrompt } = useLoginPrompt();` */
export const useLoginPrompt = () => useContext(LoginPromptContext);

type ProviderProps = {
  signedIn: boolean;
  /** SPEC §2: on the connect flavour in/pk/bd get 'Service not available in this country' instead. */
  serviceBlocked: boolean;
  children: ReactNode;
};

const requireLoginMode = (element: Element): LoginPromptMode =>
  element.getAttribute('data-require-login') === 'signup' ? 'signup' : 'signin';

export function LoginPromptProvider({ signedIn, serviceBlocked, children }: ProviderProps) {
  // SPEC §6: a guest's click on any [data-require-login] element (value "signup" for the sign-up tab)
  // opens the prompt instead of doing what the element does. Window capture runs before React's handlers.
  useEffect(() => {
    if (signedIn) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-require-login]') : null;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      openLoginPrompt(requireLoginMode(target));
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [signedIn]);

  // SPEC §4: people carrying the login-failure flag get the prompt when the page loads.
  useEffect(() => {
    if (getCookie(COOKIE_NAMES.loginFailed) === null) return;
    deleteCookie(COOKIE_NAMES.loginFailed);
    if (!signedIn) openLoginPrompt();
  }, [signedIn]);

  return (
    <LoginPromptContext.Provider value={{ openLoginPrompt, closeLoginPrompt }}>
      {children}
      <LoginPromptDialog serviceBlocked={serviceBlocked} />
    </LoginPromptContext.Provider>
  );
}

function LoginPromptDialog({ serviceBlocked }: { serviceBlocked: boolean }) {
  const t = useT();
  const prompt = useStore(promptStore);

  if (serviceBlocked) {
    return (
      <Modal
        open={prompt !== null}
        onClose={closeLoginPrompt}
        title={t('error.country.not.available')}
        role="alertdialog"
        className="modal-small"
        showCloseButton={false}
      >
        <p className="modal-message">{t('shell.blocked.body')}</p>
        <div className="modal-actions">
          <button type="button" className="button button-primary" data-autofocus onClick={closeLoginPrompt}>
            {t('ui.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={prompt !== null}
      onClose={closeLoginPrompt}
      title={
        prompt?.mode === 'signup' ? t('shell.loginPrompt.signUpTitle') : t('shell.loginPrompt.signInTitle')
      }
      hideTitle
      className="modal-login"
    >
      {prompt && (
        <Suspense
          fallback={
            <p className="login-prompt-loading" role="status">
              {t('ui.loading')}
            </p>
          }
        >
          <SignInForm key={prompt.mode} initialMode={prompt.mode} onDone={closeLoginPrompt} />
        </Suspense>
      )}
    </Modal>
  );
}
