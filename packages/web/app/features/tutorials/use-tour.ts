import { nextTourStep, TOURS, type TourName, type TourProgress, type TutorialState } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';
import { type ApiResult, call } from '../../lib/api';
import { browserStore, isTutorialFinished } from '../../lib/storage';
import {
  finishLocally,
  isFirstVisit,
  localProgress,
  markLocalStep,
  sessionStore,
  shouldOffer,
} from './tour-progress';

export type TourControl = {
  tour: TourName;
  /** The step shown now, or null when the tour is not offered (or is over). */
  current: string | null;
  index: number;
  total: number;
  /** True once the reader moved the tour on in this page (the next card then takes focus). */
  advanced: boolean;
  next: () => void;
  skip: () => void;
};

const fromAnswer = (result: ApiResult<TutorialState>, tour: TourName): TourProgress | null =>
  result.ok ? result.data[tour] : null;

/** Loads the tour's progress (server for a signed-in person, client storage for the public) and moves it on. */
export function useTour(tour: TourName, userId: number | null, enabled = true): TourControl {
  const [progress, setProgress] = useState<TourProgress | null>(null);
  const [advanced, setAdvanced] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const store = browserStore();
    const firstVisit = isFirstVisit(store, sessionStore(), userId);
    if (isTutorialFinished(store, userId, tour)) return;
    const offer = (value: TourProgress | null) => {
      if (!live || !value) return;
      if (value.finished) finishLocally(store, userId, tour);
      if (shouldOffer(tour, value, firstVisit)) setProgress(value);
    };
    const local = localProgress(store, userId, tour);
    if (userId === null) offer(local);
    // A signed-in person's progress is the server's; this browser's copy spares the question when it
    // already says no (a later visit of someone who never started the reader tour here).
    else if (shouldOffer(tour, local, firstVisit))
      void call('GET /api2/tutorials', undefined, { promptLogin: false }).then((r) =>
        offer(fromAnswer(r, tour)),
      );
    return () => {
      live = false;
    };
  }, [tour, userId, enabled]);

  const current = progress ? nextTourStep(tour, progress) : null;

  const finish = useCallback(() => {
    setProgress((value) => (value ? { ...value, finished: true } : value));
    finishLocally(browserStore(), userId, tour);
    if (userId !== null) void call('POST /api2/tutorials/finish', { tour }, { promptLogin: false });
  }, [tour, userId]);

  const next = useCallback(() => {
    if (!progress || !current) return;
    const steps = [...progress.steps, current];
    markLocalStep(browserStore(), userId, tour, current);
    if (userId !== null)
      void call('POST /api2/tutorials/step', { tour, step: current }, { promptLogin: false });
    if (nextTourStep(tour, { steps, finished: false }) === null) finish();
    else {
      setAdvanced(true);
      setProgress({ ...progress, steps });
    }
  }, [progress, current, tour, userId, finish]);

  const steps: readonly string[] = TOURS[tour];
  return {
    tour,
    current,
    index: current ? steps.indexOf(current) : -1,
    total: steps.length,
    advanced,
    next,
    skip: finish,
  };
}
