import type { TeamMemberView, TeamView } from '@masthead/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { showSnackbar } from '../../ui/snackbar';
import { SelectField } from '../../ui/text-field';
import { readTeam, transferOwnership } from './invitations-api';
import { memberRoleKey } from './role-label';

type Props = { team: TeamView; viewerId: number; onTransferred(team: TeamView): void };

const nameOf = (member: Pick<TeamMemberView, 'displayName' | 'username'>) =>
  member.displayName || member.username;

/**
 * SPEC §6 'the primary owner must transfer ownership first': the primary owner picks another member,
 * confirms in a dialog that names them, and stays on as an owner.
 */
export function TransferOwnership({ team, viewerId, onTransferred }: Props) {
  const t = useT();
  const headingId = useId();
  const [picking, setPicking] = useState(false);
  const magazine = team.magazine.displayName || team.magazine.username;
  // A site administrator (masterAdmin) may hand it on too, without being the primary owner.
  const isPrimary = team.members.some((member) => member.userId === viewerId && member.ownerType === 1);

  async function transferTo(member: TeamMemberView) {
    setPicking(false);
    const name = nameOf(member);
    const confirmed = await confirm({
      title: t('invitations.transfer.confirmTitle', { name }),
      message: t(isPrimary ? 'invitations.transfer.confirm' : 'invitations.transfer.confirmAdmin', {
        name,
        magazine,
      }),
      confirmLabel: t('invitations.transfer.open'),
      danger: true,
    });
    if (!confirmed) return;
    const result = await transferOwnership({ magazineUserId: team.magazine.userId, userId: member.userId });
    if (!result.ok) return showSnackbar(result.message);
    showSnackbar(t('invitations.transfer.done', { name, magazine }));
    onTransferred(result.data.team);
  }

  return (
    <section className="team-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('invitations.transfer.title')}</h2>
      <p className="team-section-intro">
        {t(isPrimary ? 'invitations.transfer.intro' : 'invitations.transfer.introAdmin', { magazine })}
      </p>
      <div className="team-section-actions">
        <button type="button" className="button button-secondary" onClick={() => setPicking(true)}>
          {t('invitations.transfer.open')}
        </button>
      </div>
      {picking && (
        <PickMember
          team={team}
          viewerId={viewerId}
          magazine={magazine}
          onClose={() => setPicking(false)}
          onPick={transferTo}
        />
      )}
    </section>
  );
}

type PickProps = {
  team: TeamView;
  viewerId: number;
  magazine: string;
  onClose(): void;
  onPick(member: TeamMemberView): void;
};

/** The members ownership may go to, read afresh when the dialog opens (roles may have changed since). */
function PickMember({ team, viewerId, magazine, onClose, onPick }: PickProps) {
  const t = useT();
  const [members, setMembers] = useState<TeamMemberView[] | null>(null);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readTeam(team.magazine.userId).then((result) => {
      if (!live) return;
      const current = result.ok ? result.data.members : team.members;
      setMembers(current.filter((member) => member.userId !== viewerId && member.ownerType !== 1));
    });
    return () => {
      live = false;
    };
  }, [team, viewerId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const member = members?.find((candidate) => String(candidate.userId) === picked);
    if (!member) return setError(t('invitations.transfer.choose'));
    onPick(member);
  }

  return (
    <Modal open onClose={onClose} title={t('invitations.transfer.open')} className="modal-invite">
      {members === null ? (
        <p role="status">{t('ui.loading')}</p>
      ) : members.length === 0 ? (
        <p className="modal-message">{t('invitations.transfer.noMembers')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <SelectField
            label={t('invitations.transfer.member')}
            name="userId"
            value={picked}
            error={error}
            hint={t('invitations.transfer.help', { magazine })}
            options={[
              { value: '', label: t('invitations.transfer.choose') },
              ...members.map((member) => ({
                value: String(member.userId),
                label: `${nameOf(member)} (${t(memberRoleKey(member))})`,
              })),
            ]}
            onValueChange={setPicked}
            data-autofocus
          />
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('ui.cancel')}
            </button>
            <button type="submit" className="button button-primary">
              {t('invitations.transfer.next')}
            </button>
          </div>
        </form>
      )}
      {members?.length === 0 && (
        <div className="modal-actions">
          <button type="button" className="button button-secondary" data-autofocus onClick={onClose}>
            {t('ui.ok')}
          </button>
        </div>
      )}
    </Modal>
  );
}
