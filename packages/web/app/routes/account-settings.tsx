import { getPageContext } from '../context';
import { EmailCard } from '../features/accounts/email-card';
import { LanguageCard } from '../features/accounts/language-card';
import { accountMeta, requireViewer } from '../features/accounts/page-helpers';
import { PasswordCard } from '../features/accounts/password-card';
import { SessionsCard } from '../features/accounts/sessions-card';
import { SettingsLayout } from '../features/accounts/settings-layout';
import { TwoFactorCard } from '../features/accounts/two-factor-card';
import { LinkedAccountsCard } from '../features/linked-accounts/linked-accounts-card';
import { useT } from '../lib/i18n';
import type { Route } from './+types/account-settings';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const viewer = requireViewer(request, page);
  const settings = await page.api.getAccountSettings();
  if (!settings) throw new Response(null, { status: 404 });
  return { username: viewer.username, settings };
}

export const meta: Route.MetaFunction = accountMeta('settings.account.title');

export default function AccountSettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { settings } = loaderData;
  return (
    <SettingsLayout title={t('settings.account.title')}>
      <EmailCard email={settings.email} verified={settings.emailVerified} />
      <PasswordCard username={loaderData.username} />
      <TwoFactorCard enabled={settings.tfaEnabled} />
      <LinkedAccountsCard />
      <LanguageCard />
      <SessionsCard initial={settings.sessions} />
    </SettingsLayout>
  );
}
