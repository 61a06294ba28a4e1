import {
  ERRORS,
  isLoginRequired,
  LIVE_QA_REFRESH_MS,
  type LiveQaBoard,
  type LiveQaQuestion,
} from '@masthead/core';
import { useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { useVisiblePolling } from '../polls/use-visible-polling';

export type BoardAnswer = { board: LiveQaBoard };

/**
 * A live Q&A's board as the page holds it: refreshed every 5 s while open and visible (new questions
 * announced politely), upvotes shown at once and kept through a refresh until the server answers, and
 * the host opening or closing the session.
 */
export function useLiveQaBoard(cgroupId: number, initial: LiveQaBoard | null) {
  const t = useT();
  const viewer = useViewer();
  const [board, setBoard] = useState<LiveQaBoard | null>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [switching, setSwitching] = useState(false);
  const known = useRef(new Set(initial?.questions.map((q) => q.questionId) ?? []));
  // Upvotes on their way to the server, so a refresh in between does not undo the reader's press.
  const pending = useRef(new Map<number, boolean>());

  /** Takes a board from the server; `announce` tells of questions others asked since the last one. */
  function accept(next: LiveQaBoard, announce: boolean) {
    const fresh = next.questions.filter((q) => !known.current.has(q.questionId));
    for (const q of next.questions) known.current.add(q.questionId);
    if (announce && fresh.length > 0) setAnnouncement(t('liveQa.newQuestions', { count: fresh.length }));
    setBoard({
      ...next,
      questions: next.questions.map((q) => {
        const up = pending.current.get(q.questionId);
        return up === undefined || up === q.myVote
          ? q
          : { ...q, myVote: up, upvoteCount: Math.max(0, q.upvoteCount + (up ? 1 : -1)) };
      }),
    });
  }

  async function refresh() {
    const answer = await call('GET /api2/liveqa/questions', { cgroupId }, { promptLogin: false });
    if (answer.ok) accept(answer.data.board, true);
  }
  useVisiblePolling(refresh, LIVE_QA_REFRESH_MS, Boolean(board?.open));

  function patch(questionId: number, change: Partial<LiveQaQuestion>) {
    setBoard((current) =>
      current
        ? {
            ...current,
            questions: current.questions.map((q) => (q.questionId === questionId ? { ...q, ...change } : q)),
          }
        : current,
    );
  }

  async function vote(question: LiveQaQuestion, up: boolean) {
    if (!viewer) return;
    const before = { myVote: question.myVote, upvoteCount: question.upvoteCount };
    pending.current.set(question.questionId, up);
    patch(question.questionId, {
      myVote: up,
      upvoteCount: Math.max(0, question.upvoteCount + (up ? 1 : -1)),
    });
    const answer = await call('POST /api2/liveqa/upvote', { questionId: question.questionId, up });
    if (pending.current.get(question.questionId) !== up) return;
    pending.current.delete(question.questionId);
    if (answer.ok) {
      patch(question.questionId, {
        myVote: answer.data.vote.myVote,
        upvoteCount: answer.data.vote.upvoteCount,
      });
      return;
    }
    patch(question.questionId, before);
    if (isLoginRequired(answer.error)) return;
    showSnackbar(
      answer.error.errorCode === ERRORS['liveQa.closed'].errorCode ? answer.message : t('liveQa.failed'),
    );
    if (answer.error.errorCode === ERRORS['liveQa.closed'].errorCode) await refresh();
  }

  async function switchState(open: boolean) {
    setSwitching(true);
    const answer = await call('POST /api2/liveqa/state', { cgroupId, open });
    setSwitching(false);
    if (!answer.ok) {
      if (!isLoginRequired(answer.error)) showSnackbar(answer.message);
      return;
    }
    accept(answer.data.board, false);
    setAnnouncement(open ? t('liveQa.host.opened') : t('liveQa.host.closed'));
  }

  return { board, announcement, switching, accept, vote, switchState };
}
