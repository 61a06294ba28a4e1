import { getPageContext } from '../context';
import { BriefForm } from '../features/content-requests/brief-form';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/content-request-new';
import '../features/content-requests/content-requests.css';

/**
 * /requests/new (`?as={magazine}`, `?to={writer}`): a new brief, for the viewer or a magazine they
 * commission for, to a writer chosen here (or given by a profile's 'Request content').
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = getPageContext(context);
  const asId = Number(params.get('as'));
  const toId = Number(params.get('to'));
  const inbox = await page.api.contentRequests.inbox({ side: 'requester' });
  if (inbox.access !== 'ok') return { signedIn: false as const };
  const choices = inbox.data.requesterChoices;
  const requester = choices.find((choice) => choice.userId === asId) ?? choices[0] ?? null;
  const creator = Number.isSafeInteger(toId) && toId > 0 ? await page.api.getProfileById(toId) : null;
  return {
    signedIn: true as const,
    requesterId: requester?.userId ?? 0,
    creator: creator
      ? {
          userId: creator.userId,
          username: creator.username,
          displayName: creator.displayName,
          photoPath: creator.photoPath ?? null,
          userType: creator.userType,
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('contentRequests.form.newHeading') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ContentRequestNew({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.signedIn)
    return (
      <PublicOverlay title={t('contentRequests.form.newHeading')} message={t('contentRequests.guest')} />
    );
  return (
    <div className="page brief-page">
      <BriefForm initial={null} requesterId={loaderData.requesterId} creator={loaderData.creator} />
    </div>
  );
}
