import type { Input } from '../http/endpoints.ts';
import type {
  BusinessAnswer,
  BusinessUpdateAnswer,
  ZBusinessQuery,
  ZBusinessUpdate,
  ZBusinessUpdateQuery,
} from './business-schemas.ts';
import type {
  MagazineCreated,
  MagazinePhotoResult,
  MagazineSettingsView,
  UsernameCheck,
  ZMagazineCreate,
  ZMagazineSettings,
  ZMagazineSettingsQuery,
  ZUsernameCheckQuery,
} from './create-schemas.ts';

/** Creating a magazine or business, its settings and logo, and SPEC §7's Business calls. */
export interface BusinessEndpoints {
  'POST /api2/magazine/create': { body: Input<typeof ZMagazineCreate>; answer: MagazineCreated };
  'GET /api2/magazine/username/check': { query: Input<typeof ZUsernameCheckQuery>; answer: UsernameCheck };
  'GET /api2/magazine/settings': {
    query: Input<typeof ZMagazineSettingsQuery>;
    answer: MagazineSettingsView;
  };
  'POST /api2/magazine/settings': { body: Input<typeof ZMagazineSettings>; answer: MagazineSettingsView };
  /** multipart: the `photo` file, userId and optional crop, or delete=1. */
  'POST /api2/magazine/photo': { body: FormData; answer: MagazinePhotoResult };
  /** SPEC §7: data.business; a manager also gets data.businessInfo. */
  'GET /api2/business': { query: Input<typeof ZBusinessQuery>; answer: BusinessAnswer };
  /** SPEC §7: userId and brandColors joined by semicolons; same-origin only (DESIGN §3). */
  'GET /api2/business/update': { query: Input<typeof ZBusinessUpdateQuery>; answer: BusinessUpdateAnswer };
  'POST /api2/business/update': { body: Input<typeof ZBusinessUpdate>; answer: BusinessUpdateAnswer };
}
