import { applyVote, isLoginRequired, nextVoteChoice, type VoteAnswer, type VoteValue } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { compactNumber } from '../feeds/format';
import './engagement.css';

export type VoteButtonsProps = {
  cgroupId: number;
  upvoteCount: number;
  downvoteCount: number;
  myVote: 1 | -1 | 0;
  /** Smaller buttons for cards and comment rows. */
  size?: 'normal' | 'small';
  /** Called with the server's answer after each saved vote. */
  onChange?: (answer: VoteAnswer) => void;
};

type VoteState = { upvoteCount: number; downvoteCount: number; myVote: VoteValue };

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      className="vote-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'up' ? 'M8 2.5 14 10H10v3.5H6V10H2z' : 'M8 13.5 2 6h4V2.5h4V6h4z'} />
    </svg>
  );
}

/**
 * Upvote, downvote and removing either (SPEC §4). The counts change at once and the server's answer then
 * replaces them; a failed save goes back to the last saved state with a snackbar. Guests get the sign-in
 * prompt (data-require-login).
 */
export function VoteButtons({
  cgroupId,
  upvoteCount,
  downvoteCount,
  myVote,
  size = 'normal',
  onChange,
}: VoteButtonsProps) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const [state, setState] = useState<VoteState>({ upvoteCount, downvoteCount, myVote });
  // The last state the server confirmed, and which press is the latest (older answers are ignored).
  const saved = useRef<VoteState>(state);
  const latest = useRef(0);

  useEffect(() => {
    const next = { upvoteCount, downvoteCount, myVote };
    saved.current = next;
    setState(next);
  }, [upvoteCount, downvoteCount, myVote]);

  async function press(which: 'up' | 'down') {
    if (!viewer) return;
    const choice = nextVoteChoice(state.myVote, which);
    setState(applyVote(state, choice));
    const press = ++latest.current;
    const result = await call('POST /api2/vote', { cgroupId, vote: choice });
    if (press !== latest.current) return;
    if (result.ok) {
      const { upvoteCount: up, downvoteCount: down, myVote: mine } = result.data;
      saved.current = { upvoteCount: up, downvoteCount: down, myVote: mine };
      setState(saved.current);
      onChange?.(result.data);
      return;
    }
    setState(saved.current);
    // 'Not signed in' already opened the sign-in prompt.
    if (!isLoginRequired(result.error)) showSnackbar(t('engagement.vote.failed'));
  }

  const guest = viewer ? {} : { 'data-require-login': '' };
  return (
    <fieldset className={`vote-buttons vote-buttons-${size}`}>
      <legend className="visually-hidden">{t('engagement.votes')}</legend>
      <button
        type="button"
        className="vote-button vote-button-up"
        aria-pressed={state.myVote === 1}
        onClick={() => press('up')}
        {...guest}
      >
        <ArrowIcon direction="up" />
        <span className="visually-hidden">{t('engagement.upvote')}</span>
        <span className="vote-count">{compactNumber(lang, state.upvoteCount)}</span>
      </button>
      <button
        type="button"
        className="vote-button vote-button-down"
        aria-pressed={state.myVote === -1}
        onClick={() => press('down')}
        {...guest}
      >
        <ArrowIcon direction="down" />
        <span className="visually-hidden">{t('engagement.downvote')}</span>
        <span className="vote-count">{compactNumber(lang, state.downvoteCount)}</span>
      </button>
    </fieldset>
  );
}
