import { accountsMessages } from './catalog/accounts.ts';
import { achievementsMessages } from './catalog/achievements.ts';
import { blogsMessages } from './catalog/blogs.ts';
import { businessesMessages } from './catalog/businesses.ts';
import { colourPickerMessages } from './catalog/colour-picker.ts';
import { commentsMessages } from './catalog/comments.ts';
import { composeMessages } from './catalog/compose.ts';
import { contentMessages } from './catalog/content.ts';
import { contentRequestFilesMessages } from './catalog/content-request-files.ts';
import { contentRequestPageMessages } from './catalog/content-request-page.ts';
import { contentRequestRatingMessages } from './catalog/content-request-ratings.ts';
import { contentRequestsMessages } from './catalog/content-requests.ts';
import { customisationMessages } from './catalog/customisation.ts';
import { editorialMessages } from './catalog/editorial.ts';
import { embedMessages } from './catalog/embed.ts';
import { embedWidgetMessages } from './catalog/embed-widget.ts';
import { engagementMessages } from './catalog/engagement.ts';
import { errorMessages } from './catalog/errors.ts';
import { feedsMessages } from './catalog/feeds.ts';
import { firstHourMessages } from './catalog/first-hour.ts';
import { formsMessages } from './catalog/forms.ts';
import { insightsMessages } from './catalog/insights.ts';
import { invitationsMessages } from './catalog/invitations.ts';
import { linkedAccountsMessages } from './catalog/linked-accounts.ts';
import { liveQaMessages } from './catalog/live-qa.ts';
import { magazinesMessages } from './catalog/magazines.ts';
import { mailMessages } from './catalog/mail.ts';
import { moderationMessages } from './catalog/moderation.ts';
import { moderationQueueMessages } from './catalog/moderation-queue.ts';
import { newsletterMessages } from './catalog/newsletter.ts';
import { notebooksMessages } from './catalog/notebooks.ts';
import { notificationsMessages } from './catalog/notifications.ts';
import { openContributionMessages } from './catalog/open-contribution.ts';
import { paymentsMessages } from './catalog/payments.ts';
import { payoutsMessages } from './catalog/payouts.ts';
import { photosMessages } from './catalog/photos.ts';
import { plansMessages } from './catalog/plans.ts';
import { pollsMessages } from './catalog/polls.ts';
import { quizzesMessages } from './catalog/quizzes.ts';
import { screensMessages } from './catalog/screens.ts';
import { searchMessages } from './catalog/search.ts';
import { settingsMessages } from './catalog/settings.ts';
import { sharingMessages } from './catalog/sharing.ts';
import { shellMessages } from './catalog/shell.ts';
import { switcherMessages } from './catalog/switcher.ts';
import { teamActivityMessages } from './catalog/team-activity.ts';
import { uiMessages } from './catalog/ui.ts';
import { validationMessages } from './catalog/validation.ts';
import { interpolate, type MessageVars } from './interpolate.ts';
import { FALLBACK_LANGUAGE, type UiLanguage } from './languages.ts';

/** Every catalogue of the app. A feature adds its catalogue file here. */
const catalogs = [
  errorMessages,
  validationMessages,
  shellMessages,
  accountsMessages,
  settingsMessages,
  uiMessages,
  screensMessages,
  mailMessages,
  contentMessages,
  feedsMessages,
  engagementMessages,
  commentsMessages,
  notebooksMessages,
  sharingMessages,
  notificationsMessages,
  searchMessages,
  achievementsMessages,
  composeMessages,
  photosMessages,
  formsMessages,
  pollsMessages,
  quizzesMessages,
  liveQaMessages,
  paymentsMessages,
  payoutsMessages,
  blogsMessages,
  magazinesMessages,
  invitationsMessages,
  switcherMessages,
  editorialMessages,
  businessesMessages,
  plansMessages,
  teamActivityMessages,
  insightsMessages,
  openContributionMessages,
  contentRequestsMessages,
  contentRequestPageMessages,
  contentRequestRatingMessages,
  contentRequestFilesMessages,
  moderationMessages,
  moderationQueueMessages,
  newsletterMessages,
  linkedAccountsMessages,
  customisationMessages,
  colourPickerMessages,
  embedMessages,
  embedWidgetMessages,
  firstHourMessages,
] as const;

type CatalogKeys<C> = C extends Record<UiLanguage, Record<infer K, string>> ? K : never;
export type MessageKey = CatalogKeys<(typeof catalogs)[number]>;
export type Messages = Record<MessageKey, string>;

export const MESSAGES = Object.fromEntries(
  (['en', 'tw', 'cn', 'in'] as const).map((lang) => [
    lang,
    Object.assign({}, ...catalogs.map((c) => c[lang])),
  ]),
) as Record<UiLanguage, Messages>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES.en, key);

export function translate(lang: UiLanguage, key: MessageKey, vars?: MessageVars): string {
  const template = MESSAGES[lang]?.[key] ?? MESSAGES[FALLBACK_LANGUAGE][key] ?? key;
  return interpolate(template, vars);
}
