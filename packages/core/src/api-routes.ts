import type { AccountsEndpoints } from './accounts/endpoints.ts';
import type { AchievementsEndpoints } from './achievements/endpoints.ts';
import type { AdminEndpoints, NewsletterEndpoints } from './admin/endpoints.ts';
import type { PublisherClaimEndpoints } from './blogs/claim.ts';
import type { BlogsEndpoints } from './blogs/endpoints.ts';
import type { CommentsEndpoints } from './comments/endpoints.ts';
import type { ComposeEndpoints } from './compose/endpoints.ts';
import type { ContentEndpoints } from './content/endpoints.ts';
import type { ContentRequestsEndpoints } from './content-requests/endpoints.ts';
import type { CustomisationEndpoints } from './customisation/endpoints.ts';
import type { EmbedEndpoints } from './embed/endpoints.ts';
import type { EngagementEndpoints } from './engagement/endpoints.ts';
import type { FeedsEndpoints } from './feeds/endpoints.ts';
import type { LangsEndpoints } from './i18n/endpoints.ts';
import type { FilesEndpoints } from './images/endpoints.ts';
import type { LinkedAccountsEndpoints } from './linked-accounts/endpoints.ts';
import type { LiveQaEndpoints } from './live-qa/endpoints.ts';
import type { BusinessEndpoints } from './magazines/business-endpoints.ts';
import type { EditorialEndpoints } from './magazines/editorial-endpoints.ts';
import type { MagazinesEndpoints } from './magazines/endpoints.ts';
import type { InsightsEndpoints } from './magazines/insights-endpoints.ts';
import type { InvitationsEndpoints } from './magazines/invitation-endpoints.ts';
import type { OpenContributionEndpoints } from './magazines/open-contribution-endpoints.ts';
import type { PlanEndpoints } from './magazines/plan-endpoints.ts';
import type { SwitcherEndpoints } from './magazines/switcher-endpoints.ts';
import type { NotebooksEndpoints } from './notebooks/endpoints.ts';
import type { NotificationsEndpoints } from './notifications/endpoints.ts';
import type { OpenWebEndpoints } from './open-web/endpoints.ts';
import type { PaymentsEndpoints } from './payments/endpoints.ts';
import type { PhotosEndpoints } from './photos/endpoints.ts';
import type { PollsEndpoints } from './polls/endpoints.ts';
import type { QuizzesEndpoints } from './quizzes/endpoints.ts';
import type { SearchEndpoints } from './search/endpoints.ts';
import type { SharingEndpoints } from './sharing/endpoints.ts';
import type { SiteEndpoints } from './site/endpoints.ts';
import type { TutorialsEndpoints } from './tutorials/schemas.ts';

/**
 * Every route of the JSON API, keyed by 'METHOD /path' (see http/endpoints.ts). A feature adds its
 * routes by declaring a `<Feature>Endpoints` interface in its folder and listing it here.
 */
export interface ApiRoutes
  extends AccountsEndpoints,
    AdminEndpoints,
    NewsletterEndpoints,
    AchievementsEndpoints,
    BlogsEndpoints,
    BusinessEndpoints,
    CommentsEndpoints,
    ComposeEndpoints,
    ContentEndpoints,
    ContentRequestsEndpoints,
    CustomisationEndpoints,
    EditorialEndpoints,
    EmbedEndpoints,
    EngagementEndpoints,
    FeedsEndpoints,
    FilesEndpoints,
    InsightsEndpoints,
    InvitationsEndpoints,
    LangsEndpoints,
    LinkedAccountsEndpoints,
    LiveQaEndpoints,
    MagazinesEndpoints,
    NotebooksEndpoints,
    NotificationsEndpoints,
    OpenContributionEndpoints,
    OpenWebEndpoints,
    PaymentsEndpoints,
    PhotosEndpoints,
    PlanEndpoints,
    PublisherClaimEndpoints,
    PollsEndpoints,
    QuizzesEndpoints,
    SearchEndpoints,
    SharingEndpoints,
    SiteEndpoints,
    SwitcherEndpoints,
    TutorialsEndpoints {}
