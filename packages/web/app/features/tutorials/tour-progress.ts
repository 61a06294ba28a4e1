import { nextTourStep, type TourName, type TourProgress } from '@masthead/core';
import {
  getTutorialSteps,
  hasVisitedBefore,
  isTutorialFinished,
  type KeyValueStore,
  markTutorialStep,
  markVisited,
  setTutorialFinished,
} from '../../lib/storage';

/**
 * SPEC §4 tutorial and visit flags on the client. A public visitor's tour progress lives in client
 * storage (SPEC §7); a signed-in person's on the server, with the finished flag mirrored locally so that
 * a finished tour costs no request on later pages.
 */

/**
 * Steps are kept as `tour.step` in the steps list of the person (by userId) or of public visitors: the
 * public's progress itself, and a signed-in person's local copy of what the server holds.
 */
export function localProgress(store: KeyValueStore, userId: number | null, tour: TourName): TourProgress {
  const prefix = `${tour}.`;
  return {
    steps: getTutorialSteps(store, userId)
      .filter((step) => step.startsWith(prefix))
      .map((step) => step.slice(prefix.length)),
    finished: isTutorialFinished(store, userId, tour),
  };
}

export const markLocalStep = (store: KeyValueStore, userId: number | null, tour: TourName, step: string) =>
  markTutorialStep(store, userId, `${tour}.${step}`);

/**
 * Whether this browser session is the visitor's first visit (per person or public visitor). The first
 * call of a session reads the visited-before flag and sets it; the answer is kept in session storage,
 * so every page of that first session (full loads too) gives the same answer.
 */
export function isFirstVisit(store: KeyValueStore, session: KeyValueStore, userId: number | null): boolean {
  const key = `firstVisit.${userId && userId > 0 ? userId : 'public'}`;
  const known = session.getItem(key);
  if (known !== null) return known === '1';
  const first = !hasVisitedBefore(store, userId);
  session.setItem(key, first ? '1' : '0');
  if (first) markVisited(store, userId);
  return first;
}

/** The tab's session storage, or a store that forgets (storage refused): then every page asks afresh. */
export function sessionStore(): KeyValueStore {
  try {
    const probe = '__mh_probe__';
    window.sessionStorage.setItem(probe, probe);
    window.sessionStorage.removeItem(probe);
    return window.sessionStorage;
  } catch {
    return { length: 0, key: () => null, getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

/**
 * Whether a tour is offered: never once finished (or skipped); the writer tour to anyone in the editor
 * who has not finished it; the reader tour on a first visit, or to someone who started it and left.
 */
export function shouldOffer(tour: TourName, progress: TourProgress, firstVisit: boolean): boolean {
  if (nextTourStep(tour, progress) === null) return false;
  return tour === 'writer' || firstVisit || progress.steps.length > 0;
}

/** Finished locally too, so that later pages of this browser skip the question. */
export const finishLocally = (store: KeyValueStore, userId: number | null, tour: TourName) =>
  setTutorialFinished(store, userId, tour);
