import { z } from 'zod';
import type { Input } from '../http/endpoints.ts';
import { isTourStep, type TutorialState } from './tours.ts';

// The calls' inputs live apart from tours.ts, so the pages that only read a tour's steps ship no zod.

const zTour = z.enum(['reader', 'writer']);

/** POST /api2/tutorials/step: a step of a tour was seen (a step the tour does not have is refused). */
export const ZTutorialStep = z
  .strictObject({ tour: zTour, step: z.string().min(1).max(40) })
  .refine((value) => isTourStep(value.tour, value.step), {
    path: ['step'],
    message: 'validation.invalid',
  });

/** POST /api2/tutorials/finish: the tour was completed or skipped; it is never shown again. */
export const ZTutorialFinish = z.strictObject({ tour: zTour });

export interface TutorialsEndpoints {
  'GET /api2/tutorials': { answer: TutorialState };
  'POST /api2/tutorials/step': { body: Input<typeof ZTutorialStep>; answer: TutorialState };
  'POST /api2/tutorials/finish': { body: Input<typeof ZTutorialFinish>; answer: TutorialState };
}
