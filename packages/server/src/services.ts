import { createAccountsService } from './features/accounts/service.ts';
import { createAchievementsService } from './features/achievements/service.ts';
import { createPublisherClaims } from './features/blogs/claim-service.ts';
import { createBlogsService } from './features/blogs/service.ts';
import { createCommentsService } from './features/comments/service.ts';
import { createComposeService } from './features/compose/service.ts';
import { createContentService } from './features/content/service.ts';
import { createContentRequestsService } from './features/content-requests/service.ts';
import { contentRequestSettlementHook } from './features/content-requests/settlement.ts';
import { createCustomisationService } from './features/customisation/service.ts';
import { createEditorialService } from './features/editorial/service.ts';
import { createEmbedService } from './features/embed/service.ts';
import { createEngagementService } from './features/engagement/service.ts';
import { createFeedsService } from './features/feeds/service.ts';
import { createFilesService } from './features/files/service.ts';
import { createHousekeeping } from './features/housekeeping/service.ts';
import { createInsightsService } from './features/insights/service.ts';
import { createJobQueue } from './features/jobs/service.ts';
import { createLinkedAccountsService } from './features/linked-accounts/service.ts';
import { createLiveQaService } from './features/live-qa/service.ts';
import { createInvitationsService } from './features/magazines/invitations-service.ts';
import { createOpenContributionService } from './features/magazines/open-contribution-service.ts';
import { planSettlementHook } from './features/magazines/plan-apply.ts';
import { createPlansService } from './features/magazines/plan-service.ts';
import { createMagazinesService } from './features/magazines/service.ts';
import { createMailService } from './features/mail/service.ts';
import { createModerationService } from './features/moderation/service.ts';
import { createNewsletterEditorial } from './features/newsletter/editorial.ts';
import { createNewsletter } from './features/newsletter/service.ts';
import { createNotebooksService } from './features/notebooks/service.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createOpenWebService } from './features/open-web/service.ts';
import { createPaymentsService } from './features/payments/service.ts';
import type { SettlementHook } from './features/payments/settlement.ts';
import { createPhotosService } from './features/photos/service.ts';
import { createPollsService } from './features/polls/service.ts';
import { createQuizzesService } from './features/quizzes/service.ts';
import { createRateLimiter } from './features/rate-limit/service.ts';
import { createSearchService } from './features/search/service.ts';
import { createSharingService } from './features/sharing/service.ts';
import { createTutorialsService } from './features/tutorials/service.ts';
import { announcePageChanges, createPageEvents } from './page-changes.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Every service of the app, built once per process and shared by routes, page loaders and jobs. */
export function createServices(deps: ServiceDeps) {
  const mail = createMailService(deps);
  const jobs = createJobQueue(deps);
  const rateLimit = createRateLimiter(deps.db, deps.clock);
  const accounts = createAccountsService({ ...deps, mail, rateLimit });
  const newsletter = createNewsletter({ ...deps, jobs, mail, unsubscribeLink: accounts.unsubscribeLink });
  const linkedAccounts = createLinkedAccountsService({ ...deps, mail, rateLimit });
  const publisherClaims = createPublisherClaims({ ...deps, mail, rateLimit }, () => ({
    allowLoopback: deps.config.outbound.allowLoopback,
    timeoutMs: deps.config.outbound.timeoutMs,
  }));
  const files = createFilesService(deps);
  const notifications = createNotificationsService(deps);
  const achievements = createAchievementsService({ ...deps, notifications });
  const magazines = createMagazinesService({ ...deps, notifications, files });
  // Plan payments change the plan, and content-request fees make their move, in their settlement's
  // transaction (DESIGN §4); each hook looks only at its own payments.
  const planHook = planSettlementHook({ ...deps, mail });
  const contentRequestNews = { mail, notifications, publicUrl: deps.config.publicUrl };
  const contentRequestHook = contentRequestSettlementHook(contentRequestNews);
  const onSettled: SettlementHook = async (tx, event) => {
    await planHook(tx, event);
    await contentRequestHook(tx, event);
  };
  const payments = createPaymentsService(deps, { onSettled });
  const plans = createPlansService({ ...deps, mail, payments });
  const contentRequests = createContentRequestsService({
    payments,
    notify: contentRequestNews,
    files,
    achievements,
    notifications,
  });
  const housekeeping = createHousekeeping({
    ...deps,
    rateLimit,
    hourlyJobs: [
      () => achievements.recordFrontPage(),
      () => magazines.finaliseClosings(),
      () => plans.renewDue(),
      () => contentRequests.sendOwedRefunds(),
      () => payments.sendPendingPayouts(),
      () => contentRequests.sendDeadlineReminders(),
      () => newsletter.scheduleDue(),
    ],
  });
  const content = createContentService(deps);
  const feeds = createFeedsService(deps);
  const engagement = createEngagementService({ ...deps, notifications, achievements });
  const comments = createCommentsService({ ...deps, notifications, files });
  const notebooks = createNotebooksService({ ...deps, files });
  const sharing = createSharingService(deps);
  const search = createSearchService(deps);
  const compose = createComposeService({ ...deps, achievements, content, notifications });
  const editorial = createEditorialService({ ...deps, notifications });
  const photos = createPhotosService({ ...deps, files });
  const polls = createPollsService(deps);
  const quizzes = createQuizzesService({ ...deps, rateLimit });
  const liveQa = createLiveQaService({ ...deps, rateLimit });
  const blogs = createBlogsService(deps);
  const moderation = createModerationService({ ...deps, notifications });
  const invitations = createInvitationsService({ ...deps, mail, notifications, rateLimit });
  const insights = createInsightsService(deps);
  const openContribution = createOpenContributionService({ ...deps, notifications, rateLimit });
  const customisation = createCustomisationService(deps, content);
  const openWeb = createOpenWebService({ ...deps, content, accounts });
  const embed = createEmbedService(deps);
  const tutorials = createTutorialsService(deps);
  const newsletterEditorial = createNewsletterEditorial({ ...deps, files });
  // The guest page cache listens to these (features/ssr/guest-cache.ts).
  const pageEvents = createPageEvents();
  announcePageChanges(deps.db, pageEvents, {
    compose,
    comments,
    accounts,
    files,
    magazines,
    moderation,
    contentRequests,
  });
  return {
    ...deps,
    mail,
    jobs,
    newsletter,
    newsletterEditorial,
    rateLimit,
    accounts,
    linkedAccounts,
    publisherClaims,
    files,
    housekeeping,
    notifications,
    achievements,
    content,
    embed,
    tutorials,
    feeds,
    engagement,
    comments,
    notebooks,
    sharing,
    search,
    compose,
    editorial,
    photos,
    polls,
    quizzes,
    liveQa,
    payments,
    blogs,
    moderation,
    magazines,
    invitations,
    plans,
    contentRequests,
    insights,
    openContribution,
    openWeb,
    customisation,
    pageEvents,
  };
}

export type Services = ReturnType<typeof createServices>;
