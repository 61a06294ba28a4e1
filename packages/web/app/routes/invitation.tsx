import type { InvitationRef } from '@masthead/core';
import { data } from 'react-router';
import { getPageContext } from '../context';
import { tokenFrom } from '../features/accounts/page-helpers';
import { InvitationAnswer } from '../features/magazines/invitation-answer';
import { InvitationEnded } from '../features/magazines/invitation-ended';
import { metaTranslator } from '../lib/i18n';
import type { Route } from './+types/invitation';
import '../features/magazines/invitations.css';

/** `?token=` from the mail or the link; `?invitation=` (an id) from the invitee's notification. */
function refFrom(request: Request): InvitationRef | null {
  const token = tokenFrom(request);
  if (token) return { token };
  const id = new URL(request.url).searchParams.get('invitation');
  return id && /^[1-9]\d{0,15}$/.test(id) ? { invitationId: Number(id) } : null;
}

/**
 * /invitation.html?token=…: an invitation to a magazine's team, to accept or decline. Guests sign in
 * or sign up first and come back here (the previous-url cookie). Unknown tokens answer 404, ended
 * invitations 410, each with a page that says what happened.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ref = refFrom(request);
  const invitation = ref ? await getPageContext(context).api.invitations.invitation(ref) : null;
  if (!ref || !invitation || invitation.state === 'invalid')
    return data({ ref: null, invitation: null }, { status: 404 });
  const status = invitation.state === 'open' || invitation.viewer === 'member' ? 200 : 410;
  return data({ ref, invitation }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('invitations.page.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const { ref, invitation } = loaderData;
  return (
    <div className="page">
      {ref && invitation ? (
        invitation.state === 'open' || invitation.viewer === 'member' ? (
          <InvitationAnswer invitationRef={ref} page={invitation} />
        ) : (
          <InvitationEnded state={invitation.state} magazine={invitation.invitation.magazine} />
        )
      ) : (
        <InvitationEnded state="invalid" magazine={null} />
      )}
    </div>
  );
}
