import { useViewer } from '../../lib/root-data';
import { EmptyState } from '../../ui/empty-state';
import { PublicOverlay } from '../../ui/overlay';

type MemberPageProps = {
  title: string;
  /** Shown to guests over the page: why signing in helps here. */
  guestMessage: string;
  empty: { title: string; message: string; action: { label: string; href: string } };
};

/**
 * SPEC §2: the member-only pages (things I love, connections, activity, notifications). Guests get the
 * public overlay; signed-in people get the page, which says what will appear and where to start.
 */
export function MemberPage({ title, guestMessage, empty }: MemberPageProps) {
  const viewer = useViewer();
  if (!viewer) return <PublicOverlay title={title} message={guestMessage} />;
  return (
    <div className="page">
      <h1>{title}</h1>
      <EmptyState title={empty.title} message={empty.message} action={empty.action} />
    </div>
  );
}
