import {
  abilitiesIn,
  businessUsernameProblem,
  type CropBox,
  type MagazineActor,
  type MagazineSettingsView,
  type TMagazineSettings,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import type { FilesService } from '../files/service.ts';
import { openMagazine, presentBusinessInfo } from './profile-rows.ts';
import { magazines } from './tables.ts';

/**
 * A magazine's settings (/dashboard/@{username}/settings): its profile fields and kind. Who may read
 * and change them is the route's access (viewMembers, changeSettings); each change is one transaction
 * with its 'magazine.settings' audit row naming the fields that changed.
 */

export async function readSettings(
  deps: ServiceDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<MagazineSettingsView | null> {
  const row = await openMagazine(deps.db, magazineUserId);
  if (!row) return null;
  return {
    magazine: await presentBusinessInfo(deps.db, deps.config, row),
    abilities: abilitiesIn(actor, magazineUserId),
  };
}

const PROFILE_FIELDS = ['displayName', 'bio', 'bioConnect', 'bioCreate', 'website'] as const;

export async function updateSettings(deps: ServiceDeps, actor: MagazineActor, input: TMagazineSettings) {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await openMagazine(tx, input.userId, { lock: true });
    if (!row) throw new AppError('not_found');
    const changed: string[] = [];
    const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value !== undefined && value !== row[field]) {
        profile[field] = value;
        changed.push(field);
      }
    }
    const kindChanges = input.kind !== undefined && input.kind !== (row.kind ?? 'magazine');
    if (kindChanges && input.kind) {
      // A business's username is its site's host: one that cannot be has to stay a magazine.
      const problem = businessUsernameProblem(input.kind, row.username);
      if (problem) throw new AppError('validation.failed', { fields: { kind: problem } });
      changed.push('kind');
    }
    if (changed.length === 0) return;
    if (Object.keys(profile).length > 0)
      await tx
        .update(users)
        .set({ ...profile, updatedAt: at })
        .where(eq(users.id, input.userId));
    if (kindChanges && input.kind)
      await tx
        .insert(magazines)
        .values({ userId: input.userId, kind: input.kind, updatedAt: at })
        .onConflictDoUpdate({ target: magazines.userId, set: { kind: input.kind, updatedAt: at } });
    await recordTeamEvent(tx, 'magazine.settings', {
      magazineUserId: input.userId,
      actorUserId: actor.userId,
      data: { fields: changed, ...(kindChanges ? { kind: input.kind } : {}) },
      at,
    });
  });
}

/** The audit row of a change of the magazine's pictures, for the transaction that switches them. */
export const pictureChange =
  (deps: ServiceDeps, actor: MagazineActor, magazineUserId: number, field: MagazinePicture) => (tx: Tx) =>
    recordTeamEvent(tx, 'magazine.settings', {
      magazineUserId,
      actorUserId: actor.userId,
      data: { fields: [field] },
      at: deps.clock(),
    });

/** The pictures of a magazine, as its audit rows name them. */
export type MagazinePicture = 'photo' | 'cover' | 'coverFocalPoint';

/**
 * A magazine's logo (its profile photo), through the files service a person's photo uses; the audit
 * row is written in the transaction that switches the picture.
 */
export async function setLogo(
  deps: ServiceDeps & { files: FilesService },
  actor: MagazineActor,
  magazineUserId: number,
  upload: { bytes: Uint8Array; crop?: CropBox | undefined } | null,
): Promise<string | null> {
  if (!(await openMagazine(deps.db, magazineUserId))) throw new AppError('not_found');
  const audit = pictureChange(deps, actor, magazineUserId, 'photo');
  if (!upload) {
    await deps.files.removePhoto(magazineUserId, audit);
    return null;
  }
  return deps.files.setPhoto(magazineUserId, upload, audit);
}
