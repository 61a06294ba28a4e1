import type {
  MagazineActor,
  TBusinessUpdate,
  TMagazineCreate,
  TMagazineSettings,
  TUsernameCheckQuery,
} from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import type { FilesService } from '../files/service.ts';
import { businessSiteFor, readBusiness, updateBrandColors } from './business.ts';
import { assertUsernameFree, checkUsername, createMagazine } from './create.ts';
import { magazinePageExtras, membershipView, withMembershipView } from './magazine-page.ts';
import { type MagazinePicture, pictureChange, readSettings, setLogo, updateSettings } from './settings.ts';

/**
 * Creating magazines and businesses, their settings and logo, SPEC §7's Business calls, business sites
 * and the magazine page's topics and writers: part of the magazines service.
 */
export function createMagazineProfiles(deps: ServiceDeps & { files: FilesService }) {
  const mainOrigin = new URL(deps.config.publicUrl).origin;
  return {
    checkUsername: (query: TUsernameCheckQuery) => checkUsername(deps.db, query),
    assertUsernameFree: (username: string) => assertUsernameFree(deps.db, username),
    create: (creatorId: number, input: TMagazineCreate) => createMagazine(deps, creatorId, input),
    settings: (actor: MagazineActor, magazineUserId: number) => readSettings(deps, actor, magazineUserId),
    updateSettings: (actor: MagazineActor, input: TMagazineSettings) => updateSettings(deps, actor, input),
    setLogo: (actor: MagazineActor, magazineUserId: number, upload: Parameters<typeof setLogo>[3]) =>
      setLogo(deps, actor, magazineUserId, upload),
    /** The audit row a change of the magazine's cover writes in its transaction (the files routes). */
    pictureChange: (actor: MagazineActor, magazineUserId: number, field: MagazinePicture) =>
      pictureChange(deps, actor, magazineUserId, field),
    business: (actor: MagazineActor | null, userId: number) => readBusiness(deps, actor, userId),
    updateBrandColors: (actor: MagazineActor, input: TBusinessUpdate) =>
      updateBrandColors(deps, actor, input),
    businessSite: (username: string) => businessSiteFor(deps.db, username, mainOrigin),
    magazinePage: (magazineUserId: number) => magazinePageExtras(deps, magazineUserId),
    membershipView: (viewerId: number, magazineUserId: number) =>
      membershipView(deps, viewerId, magazineUserId),
    withMembershipView: <P extends Parameters<typeof withMembershipView>[2]>(
      viewerId: number | null,
      profile: P,
    ) => withMembershipView(deps, viewerId, profile),
  };
}
