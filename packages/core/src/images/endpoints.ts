import type { Input, SentByHandler } from '../http/endpoints.ts';
import type { CoverFocalPointResult, CoverResult, ProfilePhotoResult } from './rules.ts';
import type { ZCoverFocalPointBody, ZCoverFocalPointQuery, ZImageQuery, ZProfileBgQuery } from './schemas.ts';

/** Profile photo and cover uploads, the cover's focal point, and the stored images (SPEC §2, §3, §7). */
export interface FilesEndpoints {
  /** A redirect to the profile's cover in size xl. */
  'GET /images/user/:userId/profile_bg.jpg': { query: Input<typeof ZProfileBgQuery>; answer: SentByHandler };
  /** The stored file itself. */
  'GET /images/*': { query: Input<typeof ZImageQuery>; answer: SentByHandler };
  'GET /api2/admin/serverIp': {
    query: Input<typeof ZCoverFocalPointQuery>;
    answer: CoverFocalPointResult;
  };
  'POST /api2/admin/serverIp': {
    body: Input<typeof ZCoverFocalPointBody>;
    answer: CoverFocalPointResult;
  };
  /** multipart: the `photo` file and optional crop, or delete=1. */
  'POST /api2/account/photo': { body: FormData; answer: ProfilePhotoResult };
  /** multipart: the `photo` file, userId, optional crop and focalPoint, or delete=1. */
  'POST /api2/user/cover/update': { body: FormData; answer: CoverResult };
}
