import type { Input } from '../http/endpoints.ts';
import type { FeaturedCard, ZFeaturedLookup } from './featured.ts';
import type { CustomisationPayload, LayoutSettingAnswer } from './payload.ts';
import type { ZCustomize, ZCustomizeQuery, ZLayoutSettingRecent } from './settings.ts';

/** SPEC §7 customize call (design tabs and tab management), the panel's read of it, and the layout setting. */
export interface CustomisationEndpoints {
  'GET /api2/user/setting/profile/customize': {
    query: Input<typeof ZCustomizeQuery>;
    answer: CustomisationPayload;
  };
  'POST /api2/user/setting/profile/customize': {
    body: Input<typeof ZCustomize>;
    answer: CustomisationPayload;
  };
  'GET /api2/user/setting/profile/featured': {
    query: Input<typeof ZFeaturedLookup>;
    answer: FeaturedCard;
  };
  'POST /api2/layoutsetting/recent': {
    body: Input<typeof ZLayoutSettingRecent>;
    answer: LayoutSettingAnswer;
  };
}
