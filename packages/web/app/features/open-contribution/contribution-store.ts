import { createStore } from '../../lib/store';
import type { PhotoValue } from '../../ui/photo-drop-zone';

/**
 * Where a reader is in a magazine's open-contribution popups: kept outside the popup (and outside the
 * feed the card sits in), so that what they typed survives closing and reopening it on the page.
 */

/** SPEC §2: sign up, how to submit a story, submitted. */
export type ContributionStep = 'signup' | 'submit' | 'submitted';

export type StoryDraft = {
  title: string;
  body: string;
  photo: PhotoValue;
  /** A new number for each new story, so its editor starts empty. */
  version: number;
};

export type SubmittedStory = { title: string; editPath: string; joined: boolean };

export type ContributionState = {
  magazineUserId: number | null;
  open: boolean;
  step: ContributionStep;
  /** Began signed out: the popups count the sign-up step. */
  startedAsGuest: boolean;
  draft: StoryDraft;
  submitted: SubmittedStory | null;
};

const emptyDraft = (version: number): StoryDraft => ({ title: '', body: '', photo: null, version });

export const contributionStore = createStore<ContributionState>({
  magazineUserId: null,
  open: false,
  step: 'submit',
  startedAsGuest: false,
  draft: emptyDraft(0),
  submitted: null,
});

/** Opens the popups for a magazine: a guest signs up first; a story begun earlier is still there. */
export function openContribution(magazineUserId: number, signedIn: boolean) {
  contributionStore.set((current) => {
    const same = current.magazineUserId === magazineUserId;
    const draft = same ? current.draft : emptyDraft(current.draft.version + 1);
    if (!signedIn)
      return { ...current, magazineUserId, open: true, step: 'signup', startedAsGuest: true, draft };
    return {
      ...current,
      magazineUserId,
      open: true,
      step: 'submit',
      startedAsGuest: same && current.startedAsGuest,
      draft: same && current.step === 'submitted' ? emptyDraft(draft.version + 1) : draft,
    };
  });
}

export const closeContribution = () => contributionStore.set((current) => ({ ...current, open: false }));

export const goToStory = () => contributionStore.set((current) => ({ ...current, step: 'submit' }));

export const updateDraft = (change: Partial<Omit<StoryDraft, 'version'>>) =>
  contributionStore.set((current) => ({ ...current, draft: { ...current.draft, ...change } }));

/** The story went to the review queue: the submitted popup, and a fresh story for 'Submit another'. */
export const storySubmitted = (submitted: SubmittedStory) =>
  contributionStore.set((current) => ({
    ...current,
    step: 'submitted',
    submitted,
    draft: emptyDraft(current.draft.version + 1),
  }));
