import type { AccountsEndpoints } from './accounts/endpoints.ts';
import type { BlogsEndpoints } from './blogs/endpoints.ts';
import type { ComposeEndpoints } from './compose/endpoints.ts';
import type { EngagementEndpoints } from './engagement/endpoints.ts';
import type { LangsEndpoints } from './i18n/endpoints.ts';
import type { FilesEndpoints } from './images/endpoints.ts';
import type { PaymentsEndpoints } from './payments/endpoints.ts';
import type { PhotosEndpoints } from './photos/endpoints.ts';
import type { SiteEndpoints } from './site/endpoints.ts';

/**
 * Every route of the JSON API, keyed by 'METHOD /path' (see http/endpoints.ts). A feature adds its
 * routes by declaring a `<Feature>Endpoints` interface in its folder and listing it here.
 */
export interface ApiRoutes
  extends AccountsEndpoints,
    BlogsEndpoints,
    ComposeEndpoints,
    EngagementEndpoints,
    FilesEndpoints,
    LangsEndpoints,
    PaymentsEndpoints,
    PhotosEndpoints,
    SiteEndpoints {}
