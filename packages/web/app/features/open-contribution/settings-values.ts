import {
  buttonColorOf,
  type InputOf,
  OPEN_CONTRIBUTION_DEFAULTS,
  type OpenContributionSettingsView,
  openContributionButtonStyle,
  openContributionPhoto,
  parseFocalPoint,
  withFocalPoint,
} from '@masthead/core';
import type { PhotoValue } from '../../ui/photo-drop-zone';
import type { CardLook } from './contribution-card';

/** The settings form's values: what the page edits before it saves them together. */
export type SettingsValues = {
  description: string;
  photo: PhotoValue;
  buttonText: string;
  /** As typed (the colour well writes '#rrggbb'); checked by core's colour rules. */
  buttonColor: string;
  feedCardIdx: number;
  signUpMessage: string;
  submitStoryMessage: string;
  submittedMessage: string;
};

export type SettingsInput = InputOf<'POST /api2/magazine/open-contribution'>;

/** The request's name of each form value (errors come back under those). */
export const REQUEST_FIELD: Record<keyof SettingsValues, keyof SettingsInput> = {
  description: 'openContributionDescription',
  photo: 'openContributionPhotoPath',
  buttonText: 'openContributionButtonText',
  buttonColor: 'openContributionButtonColor',
  feedCardIdx: 'feedCardIdx',
  signUpMessage: 'signUpMessage',
  submitStoryMessage: 'submitStoryMessage',
  submittedMessage: 'submittedMessage',
};

export function valuesOf(view: OpenContributionSettingsView): SettingsValues {
  const { settings } = view;
  return {
    description: settings.openContributionDescription,
    photo: openContributionPhoto(settings.openContributionPhotoPath),
    buttonText: settings.openContributionButtonText,
    buttonColor: settings.openContributionButtonColor,
    feedCardIdx: settings.feedCardIdx,
    signUpMessage: settings.signUpMessage,
    submitStoryMessage: settings.submitStoryMessage,
    submittedMessage: settings.submittedMessage,
  };
}

/** The request that saves every field of the form (the switch saves on its own). */
export const inputOf = (userId: number, values: SettingsValues): SettingsInput => ({
  userId,
  feedCardIdx: values.feedCardIdx,
  openContributionDescription: values.description,
  openContributionPhotoPath: values.photo?.photoPath ?? null,
  ...(values.photo ? { openContributionPhotoFocalPoint: values.photo.focalPoint } : {}),
  openContributionButtonText: values.buttonText,
  openContributionButtonColor: values.buttonColor,
  signUpMessage: values.signUpMessage,
  submitStoryMessage: values.submitStoryMessage,
  submittedMessage: values.submittedMessage,
});

/** The card as the form now stands, for the live preview (a colour not yet valid keeps the saved one). */
export function previewOf(view: OpenContributionSettingsView, values: SettingsValues): CardLook {
  const point = values.photo ? parseFocalPoint(values.photo.focalPoint) : null;
  const color = buttonColorOf(values.buttonColor) ?? view.settings.openContributionButtonColor;
  return {
    magazine: view.magazine,
    description: values.description.trim(),
    photoPath: values.photo
      ? point
        ? withFocalPoint(values.photo.photoPath, point)
        : values.photo.photoPath
      : null,
    buttonText: values.buttonText.trim() || OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonText,
    button: openContributionButtonStyle(color),
  };
}
