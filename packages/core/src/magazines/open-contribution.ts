/**
 * SPEC §3 open-contribution settings: how a magazine invites stories from anyone. A reader presses the
 * button on the magazine's page and goes through three popups (sign up, how to submit a story,
 * submitted); the story lands in the magazine's review queue as a contributor's submission.
 */
export type OpenContributionSettings = {
  /** Where the open-contribution card sits among the magazine page's feed cards (0 = first). */
  feedCardIdx: number;
  openContributionDescription: string;
  openContributionPhotoPath: string | null;
  openContributionButtonText: string;
  openContributionButtonColor: string;
  /** The three popups' rich-text messages, sanitised on the server before they are stored. */
  signUpMessage: string;
  submitStoryMessage: string;
  submittedMessage: string;
};

/** SPEC §3 defaults: the button says 'Share your Story' and is black. */
export const OPEN_CONTRIBUTION_DEFAULTS: OpenContributionSettings = {
  feedCardIdx: 0,
  openContributionDescription: '',
  openContributionPhotoPath: null,
  openContributionButtonText: 'Share your Story',
  openContributionButtonColor: '#000000',
  signUpMessage: '',
  submitStoryMessage: '',
  submittedMessage: '',
};
