import { isServiceBlocked } from '@masthead/core';
import { redirect } from 'react-router';
import { getPageContext } from '../context';
import { accountMeta } from '../features/accounts/page-helpers';
import { SignInForm } from '../features/accounts/sign-in-form';
import { useT } from '../lib/i18n';
import type { Route } from './+types/login-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (page.viewer) throw redirect('/');
  return {
    mode:
      new URL(request.url).searchParams.get('mode') === 'signup' ? ('signup' as const) : ('signin' as const),
    // SPEC §2: on connect, these countries get 'Service not available in this country' instead.
    blocked: isServiceBlocked(page.flavour, page.country),
  };
}

export const meta: Route.MetaFunction = accountMeta('accounts.loginPage.title');

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page account-page">
      <div className="account-narrow">
        <h1 className="account-title">{t('accounts.loginPage.heading')}</h1>
        {loaderData.blocked ? (
          <p className="form-alert form-alert-error" role="alert">
            {t('error.country.not.available')}
          </p>
        ) : (
          <>
            <p className="account-intro">{t('accounts.loginPage.intro')}</p>
            <SignInForm key={loaderData.mode} initialMode={loaderData.mode} onDone={() => {}} />
          </>
        )}
      </div>
    </div>
  );
}
