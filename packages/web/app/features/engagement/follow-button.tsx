import { type FollowAnswer, followBodyOf, isLoginRequired } from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import './engagement.css';

export type FollowTarget = { kind: 'user' | 'topic' | 'location'; id: number; name: string };

type FollowButtonProps = {
  target: FollowTarget;
  following: boolean;
  /** Called with the server's answer after each saved change (e.g. to show the follower count). */
  onChange?: (answer: FollowAnswer) => void;
  size?: 'normal' | 'small';
};

/**
 * SPEC §4 follow states: 'Follow', then 'Following', which reads 'Unfollow' under the pointer or the
 * keyboard focus; unfollowing asks for confirmation. Guests get the sign-in prompt.
 */
export function FollowButton({ target, following, onChange, size = 'normal' }: FollowButtonProps) {
  const t = useT();
  const viewer = useViewer();
  const [state, setState] = useState(following);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  // Right after following, the button says 'Following' until the pointer or the focus moves away.
  const [settled, setSettled] = useState(true);

  useEffect(() => setState(following), [following]);

  async function toggle() {
    if (!viewer || busy) return;
    const next = !state;
    if (!next) {
      const confirmed = await confirm({
        title: t('engagement.unfollow.title', { name: target.name }),
        message: t('engagement.unfollow.message'),
        confirmLabel: t('engagement.unfollow'),
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusy(true);
    setState(next);
    setSettled(false);
    const result = await call(next ? 'POST /api2/follow' : 'POST /api2/unfollow', followBodyOf(target));
    setBusy(false);
    if (result.ok) {
      setState(result.data.following);
      onChange?.(result.data);
      return;
    }
    setState(!next);
    if (!isLoginRequired(result.error)) showSnackbar(t('engagement.follow.failed'));
  }

  // Nobody follows themselves (the server refuses it too).
  if (viewer && target.kind === 'user' && target.id === viewer.userId) return null;

  // SPEC §4 follow / following / unfollow: the third shows what a click on 'Following' would do.
  const phase = !state ? 'follow' : settled && (hover || focus) ? 'unfollow' : 'following';
  const label =
    phase === 'follow'
      ? t('engagement.follow')
      : phase === 'unfollow'
        ? t('engagement.unfollow')
        : t('engagement.following');
  return (
    <button
      type="button"
      className={`follow-button follow-button-${phase} follow-button-${size}`}
      onClick={toggle}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => {
        setHover(false);
        setSettled(true);
      }}
      onFocus={() => setFocus(true)}
      onBlur={() => {
        setFocus(false);
        setSettled(true);
      }}
      aria-busy={busy || undefined}
      data-state={state ? 'following' : 'follow'}
      {...(viewer ? {} : { 'data-require-login': '' })}
    >
      {label}
      <span className="visually-hidden"> {target.name}</span>
    </button>
  );
}
