/**
 * SPEC §4 "Tutorial and visit flags": the first-run tours, their steps, and which step comes next.
 * A tour's progress is the list of steps seen and a finished flag; a signed-in person's is kept on the
 * server (per user, every device), a public visitor's in the browser (SPEC §7 client storage).
 */
export const TOURS = {
  /** A new reader, on a story page: vote on it, save it, follow its topics (in the page's order). */
  reader: ['vote', 'save', 'follow'],
  /** A new writer, in the editor: the title, the body, then publishing. */
  writer: ['title', 'body', 'publish'],
} as const;

export type TourName = keyof typeof TOURS;
export type TourStep<T extends TourName = TourName> = (typeof TOURS)[T][number];
export const TOUR_NAMES = Object.keys(TOURS) as TourName[];

export type TourProgress = { steps: string[]; finished: boolean };
export type TutorialState = Record<TourName, TourProgress>;

export const emptyTutorialState = (): TutorialState => ({
  reader: { steps: [], finished: false },
  writer: { steps: [], finished: false },
});

export const isTourStep = (tour: TourName, step: string): boolean =>
  (TOURS[tour] as readonly string[]).includes(step);

/** The first step not seen yet, or null when the tour is finished or every step was seen. */
export function nextTourStep(tour: TourName, progress: TourProgress): string | null {
  if (progress.finished) return null;
  return TOURS[tour].find((step) => !progress.steps.includes(step)) ?? null;
}
