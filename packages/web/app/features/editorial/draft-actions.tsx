import { composePath, type PublisherChoice, reviewQueuePath } from '@masthead/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { showSnackbar } from '../../ui/snackbar';
import type { ComposeDraft } from '../compose/use-compose-draft';
import { ReturnDialog } from './return-dialog';
import { useEditorialMoves } from './use-editorial-moves';

type Props = {
  draft: ComposeDraft;
  /** The publisher chosen in 'Publish in' (the author's view). */
  choice: PublisherChoice | undefined;
  /** Whether the viewer wrote it (else they review it). */
  isAuthor: boolean;
  onPublish: () => void;
};

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/**
 * A draft's main moves. The author publishes, or, in a magazine where they may not publish their own
 * (writers and contributors), submits it for review. An editor reviewing a member's submission returns
 * it with a note or publishes it. Only what the server allows shows.
 */
export function DraftActions({ draft, choice, isAuthor, onPublish }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const moves = useEditorialMoves(draft);
  const [returning, setReturning] = useState(false);
  const { meta } = draft;
  const publishButton = (
    <BusyButton
      type="button"
      label={t('compose.action.publish')}
      busyLabel={t('compose.action.publishing')}
      busy={draft.busy === 'publish'}
      disabled={draft.busy !== null}
      onClick={onPublish}
    />
  );

  if (isAuthor) {
    if (!choice || choice.kind === 'self' || choice.publishOwn) return publishButton;
    const submit = async () => {
      const cgroupId = await moves.submit();
      if (!cgroupId) return;
      showSnackbar(t('editorial.submitted', { magazine: nameOf(choice) }));
      // Submitted, it is the editors' until it is returned: the editor shows it read-only.
      navigate(composePath({ cgroupId }), { replace: true });
    };
    return (
      <BusyButton
        type="button"
        label={t('editorial.action.submit')}
        busyLabel={t('editorial.action.submitting')}
        busy={draft.busy === 'submit'}
        disabled={draft.busy !== null}
        onClick={() => void submit()}
      />
    );
  }

  const author = meta.author;
  const publisher = meta.publisher;
  return (
    <>
      {meta.abilities?.return && author && publisher && (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={draft.busy !== null}
            onClick={() => setReturning(true)}
          >
            {t('editorial.action.return')}
          </button>
          <ReturnDialog
            open={returning}
            authorName={nameOf(author)}
            busy={draft.busy === 'return'}
            onClose={() => setReturning(false)}
            onReturn={async (note) => {
              const result = await moves.returnToAuthor(note);
              if (result.ok) {
                setReturning(false);
                showSnackbar(t('editorial.return.done', { name: nameOf(author) }));
                navigate(reviewQueuePath(publisher.username));
              }
              return result;
            }}
          />
        </>
      )}
      {meta.abilities?.publish && publishButton}
    </>
  );
}
