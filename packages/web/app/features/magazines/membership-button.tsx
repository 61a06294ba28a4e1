import type { MagazineRight } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { type MembershipTarget, useMembershipActions } from './use-membership-actions';

/**
 * 'Close Business' for the primary owner, 'Leave Business' for everyone else (SPEC §6), where the
 * server's abilities allow it; the same flow as the switcher's menu. `onDone` says which happened.
 */
export function MembershipButton({
  target,
  abilities,
  onDone,
}: {
  target: MembershipTarget;
  abilities: Pick<Record<MagazineRight, boolean>, 'leave' | 'close'>;
  onDone?(action: 'leave' | 'close'): void;
}) {
  const t = useT();
  const actions = useMembershipActions();
  const action = abilities.close ? 'close' : abilities.leave ? 'leave' : null;
  if (!action) return null;
  return (
    <button
      type="button"
      className="button button-secondary membership-button"
      onClick={async () => {
        const done = action === 'close' ? await actions.close(target) : await actions.leave(target);
        if (done) onDone?.(action);
      }}
    >
      {action === 'close' ? t('switcher.closeBusiness') : t('switcher.leaveBusiness')}
    </button>
  );
}
