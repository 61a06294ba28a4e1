import type { EngagementEndpoints } from './engagement/endpoints.ts';

/**
 * Every route of the JSON API, keyed by 'METHOD /path' (see http/endpoints.ts). A feature adds its
 * routes by declaring a `<Feature>Endpoints` interface in its folder and listing it here.
 */
export interface ApiRoutes extends EngagementEndpoints {}
