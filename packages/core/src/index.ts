export * from './accounts/common-passwords.ts';
export * from './accounts/current-user.ts';
export * from './accounts/rules.ts';
export * from './accounts/schemas.ts';
export * from './achievements/kinds.ts';
export * from './achievements/levels.ts';
export * from './achievements/page-api.ts';
export * from './achievements/schemas.ts';
export * from './admin/newsletter.ts';
export * from './admin/page-api.ts';
export * from './admin/reports.ts';
export * from './admin/rights.ts';
export * from './admin/schemas.ts';
export type * from './api-routes.ts';
export * from './blogs/claim.ts';
export * from './blogs/page-api.ts';
export * from './blogs/rules.ts';
export * from './blogs/schemas.ts';
export * from './blogs/social-comments.ts';
export * from './comments/markup.ts';
export * from './comments/page-api.ts';
export * from './comments/rules.ts';
export * from './comments/schemas.ts';
export * from './compose/links.ts';
export * from './compose/page-api.ts';
export * from './compose/rules.ts';
export * from './compose/schemas.ts';
export * from './compose/types.ts';
export * from './content/hot-score.ts';
export * from './content/page-api.ts';
export * from './content/routes.ts';
export * from './content/schemas.ts';
export * from './content/types.ts';
export * from './content-requests/attachments.ts';
export * from './content-requests/page-api.ts';
export * from './content-requests/publication.ts';
export * from './content-requests/ratings.ts';
export * from './content-requests/rules.ts';
export * from './content-requests/schemas.ts';
export * from './content-requests/statuses.ts';
// The moves keep their short names (send, accept, submit…) inside a namespace: editorial has a submit too.
export * as contentRequestMoves from './content-requests/workflow.ts';
export {
  CONTENT_REQUEST_ACTIONS,
  CONTENT_REQUEST_PARTIES,
  CONTENT_REQUEST_REFUSALS,
  CONTENT_REQUEST_TRANSITIONS,
  type ContentRequestAbilities,
  type ContentRequestAction,
  type ContentRequestParty,
  type ContentRequestRefusal,
  type ContentRequestSides,
  type ContentRequestState,
  canEditBrief,
  canMessage,
  contentRequestAbilities,
  EDITABLE_STATUSES,
  type EscrowEffect,
  type MoveResult,
  mayActAsRequester,
  moveOf,
  type Offer,
  partyOf,
  statusValue,
} from './content-requests/workflow.ts';
export * from './customisation/colors.ts';
export * from './customisation/css.ts';
export * from './customisation/featured.ts';
export type * from './customisation/payload.ts';
export * from './customisation/permission.ts';
export * from './customisation/section-order.ts';
export * from './customisation/sections.ts';
export * from './customisation/settings.ts';
export * from './customisation/styles.ts';
export * from './customisation/styles-schema.ts';
export * from './embed/oembed.ts';
export * from './embed/options.ts';
export * from './embed/schemas.ts';
export * from './embed/types.ts';
export * from './engagement/referrer.ts';
export * from './engagement/rules.ts';
export * from './engagement/schemas.ts';
export * from './errors.ts';
export * from './feeds/constants.ts';
export * from './feeds/page-api.ts';
export * from './feeds/random-topics.ts';
export * from './feeds/relative-time.ts';
export * from './feeds/schemas.ts';
export * from './feeds/types.ts';
export * from './forms/dates.ts';
export * from './forms/stepper.ts';
export * from './http/endpoints.ts';
export * from './http/envelope.ts';
export * from './i18n/bundle.ts';
export * from './i18n/durations.ts';
export * from './i18n/interpolate.ts';
export * from './i18n/languages.ts';
export * from './i18n/made-once.ts';
export * from './i18n/schema-messages.ts';
export * from './i18n/translate.ts';
export * from './images/rules.ts';
export * from './images/schemas.ts';
export * from './limits.ts';
export * from './linked-accounts/providers.ts';
export * from './linked-accounts/schemas.ts';
export * from './live-qa/page-api.ts';
export * from './live-qa/rules.ts';
export * from './live-qa/schemas.ts';
export * from './magazines/activity.ts';
export * from './magazines/brand-colors.ts';
export * from './magazines/business-schemas.ts';
export * from './magazines/business-site.ts';
export * from './magazines/closing.ts';
export * from './magazines/create-rules.ts';
export * from './magazines/create-schemas.ts';
export * from './magazines/editorial.ts';
export * from './magazines/editorial-page-api.ts';
export * from './magazines/editorial-schemas.ts';
export * from './magazines/insights.ts';
export * from './magazines/insights-page-api.ts';
export * from './magazines/insights-schemas.ts';
export * from './magazines/invitation-page-api.ts';
export * from './magazines/invitation-schemas.ts';
export * from './magazines/invitations.ts';
export * from './magazines/magazine-page.ts';
export * from './magazines/membership-schemas.ts';
export * from './magazines/open-contribution.ts';
export * from './magazines/open-contribution-page-api.ts';
export * from './magazines/open-contribution-schemas.ts';
export * from './magazines/page-api.ts';
export * from './magazines/paths.ts';
export * from './magazines/plan-billing.ts';
export * from './magazines/plan-page-api.ts';
export * from './magazines/plan-schemas.ts';
export * from './magazines/plans.ts';
export * from './magazines/policy.ts';
export * from './magazines/roles.ts';
export * from './magazines/schemas.ts';
export * from './magazines/switcher.ts';
export * from './magazines/team-activity.ts';
export * from './magazines/team-home.ts';
export * from './notebooks/page-api.ts';
export * from './notebooks/routes.ts';
export * from './notebooks/schemas.ts';
export * from './notifications/magazine-notifications.ts';
export * from './notifications/page-api.ts';
export * from './notifications/rules.ts';
export * from './notifications/schemas.ts';
export * from './open-web/rules.ts';
export * from './open-web/schemas.ts';
export * from './payments/page-api.ts';
export * from './payments/payouts.ts';
export * from './payments/rules.ts';
export * from './payments/schemas.ts';
export * from './photos/page-api.ts';
export * from './photos/rules.ts';
export * from './photos/schemas.ts';
export * from './polls/page-api.ts';
export * from './polls/rules.ts';
export * from './polls/schemas.ts';
export * from './quizzes/page-api.ts';
export * from './quizzes/rules.ts';
export * from './quizzes/schemas.ts';
export * from './search/page-api.ts';
export * from './search/rules.ts';
export * from './search/schemas.ts';
export * from './sharing/share-links.ts';
export * from './sharing/short-links.ts';
export * from './site/flavour.ts';
export * from './site/numbers.ts';
export * from './site/page-context.ts';
export * from './site/redirects.ts';
export * from './site/stored-data.ts';
export * from './tutorials/schemas.ts';
export * from './tutorials/tours.ts';
