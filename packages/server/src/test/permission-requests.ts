import type { TestApp } from './app.ts';
import { solid } from './images.ts';
import type { ActionName } from './magazine-permissions.ts';
import { card, key } from './payments-fixtures.ts';
import { dashboardRequests } from './permission-dashboard-requests.ts';
import { editorialRequests } from './permission-editorial-requests.ts';
import {
  closeMagazine,
  magazineNotification,
  newMember,
  openInvitation,
  setPlan,
  unique,
  withCover,
} from './permission-scenes.ts';
import { type Person, type Req, SAME_ORIGIN, type Team } from './permission-world.ts';

/**
 * One small request maker per magazine action of magazine-permissions.ts: a valid request of the
 * subject (`me`) acting in `team`, with whatever object it needs made fresh. `mixed` names the
 * subject's own magazine (`home`) with an object of `team` (another tenant's): it must be refused
 * without changing anything. `replay` is the call on another author's
 * object, for the actions on one's own (expectation ownObject); `parts` read an allowed answer.
 */

export type MakerContext = { t: TestApp; team: Team; home: Team; me: Person | null };
export type Maker = {
  make(ctx: MakerContext): Promise<Req>;
  mixed?(ctx: MakerContext): Promise<Req>;
  replay?(ctx: MakerContext): Promise<Req>;
  /** Whether an allowed answer carries each part its expectation names (`parts`). */
  parts?: Record<string, (data: unknown, ctx: MakerContext) => boolean>;
};

const get = (url: string, headers?: Record<string, string>): Req => ({
  method: 'GET',
  url,
  ...(headers ? { headers } : {}),
});
const post = (url: string, body: unknown): Req => ({ method: 'POST', url, body });
const id = (team: Team) => team.magazineUserId;
const colour = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')};#ffffff`;

/** A focal point other than the last one, so an allowed call changes something. */
const point = () => `${10 + Math.floor(Math.random() * 80)},${10 + Math.floor(Math.random() * 80)}`;

/** A multipart form that removes a picture (no file to store, the same access check). */
const removal = (url: string, userId: number): Req => {
  const form = new FormData();
  form.append('userId', String(userId));
  form.append('delete', '1');
  return { method: 'POST', url, form };
};

let logo: Buffer | undefined;
/** A real picture for the logo upload, made once. */
const logoBytes = async () => {
  logo ??= await solid(320, 320).jpeg().toBuffer();
  return logo;
};

const TEAM: Partial<Record<ActionName, Maker>> = {
  'team.read': { make: async ({ team }) => get(`/api2/magazine/team?magazineUserId=${id(team)}`) },
  'team.role': {
    make: async ({ t, team }) =>
      post('/api2/magazine/member/role', {
        magazineUserId: id(team),
        userId: await newMember(t, team, 'writer'),
        role: 'editor',
      }),
    mixed: async ({ t, team, home }) =>
      post('/api2/magazine/member/role', {
        magazineUserId: id(home),
        userId: await newMember(t, team, 'writer'),
        role: 'editor',
      }),
  },
  'team.remove': {
    make: async ({ t, team }) =>
      post('/api2/magazine/member/remove', {
        magazineUserId: id(team),
        userId: await newMember(t, team, 'contributor'),
      }),
    mixed: async ({ t, team, home }) =>
      post('/api2/magazine/member/remove', {
        magazineUserId: id(home),
        userId: await newMember(t, team, 'contributor'),
      }),
  },
  'membership.leave': {
    make: async ({ team }) => post('/api2/magazine/user/remove', { magazineUserId: id(team) }),
  },
  'membership.close': {
    make: async ({ team }) => get(`/api2/magazine/delete?magazineUserId=${id(team)}`, SAME_ORIGIN),
  },
  'membership.closeByPost': {
    make: async ({ team }) => post('/api2/magazine/delete', { magazineUserId: id(team) }),
  },
  'membership.reopen': {
    make: async ({ t, team }) => ({
      ...post('/api2/magazine/reopen', { magazineUserId: id(team) }),
      after: await closeMagazine(t, team),
    }),
  },
  'membership.switch': {
    make: async ({ team }) => get(`/api2/account/magazine/switch?magazineId=${id(team)}`, SAME_ORIGIN),
  },
  'ownership.transfer': {
    make: async ({ team }) =>
      post('/api2/magazine/ownership/transfer', { magazineUserId: id(team), userId: team.people.writer.id }),
    mixed: async ({ team, home }) =>
      post('/api2/magazine/ownership/transfer', { magazineUserId: id(home), userId: team.people.writer.id }),
  },
  'invitations.read': {
    make: async ({ team }) => get(`/api2/magazine/invitations?magazineUserId=${id(team)}`),
  },
  'invitations.email': {
    make: async ({ team }) =>
      post('/api2/magazine/invitation/email', {
        magazineUserId: id(team),
        email: `invitee${unique()}@example.org`,
        role: 'writer',
      }),
  },
  'invitations.link': {
    make: async ({ team }) =>
      post('/api2/magazine/invitation/link', { magazineUserId: id(team), role: 'writer', maxUses: 2 }),
  },
  'invitations.revoke': {
    make: async ({ t, team }) =>
      post('/api2/magazine/invitation/revoke', {
        magazineUserId: id(team),
        invitationId: await openInvitation(t, team),
      }),
    mixed: async ({ t, team, home }) =>
      post('/api2/magazine/invitation/revoke', {
        magazineUserId: id(home),
        invitationId: await openInvitation(t, team),
      }),
  },
  'settings.read': { make: async ({ team }) => get(`/api2/magazine/settings?userId=${id(team)}`) },
  'settings.change': {
    make: async ({ team }) => post('/api2/magazine/settings', { userId: id(team), bio: `Bio ${unique()}` }),
  },
  'design.colors': {
    make: async ({ team }) =>
      get(
        `/api2/business/update?userId=${id(team)}&brandColors=${encodeURIComponent(colour())}`,
        SAME_ORIGIN,
      ),
  },
  'design.colorsByPost': {
    make: async ({ team }) => post('/api2/business/update', { userId: id(team), brandColors: colour() }),
  },
  'design.customizeRead': {
    make: async ({ team }) => get(`/api2/user/setting/profile/customize?userId=${id(team)}`),
  },
  'design.featuredLookup': {
    make: async ({ team }) =>
      get(
        `/api2/user/setting/profile/featured?userId=${id(team)}&url=${encodeURIComponent(`/@${team.username}`)}`,
      ),
  },
  'design.customize': {
    make: async ({ team }) =>
      post('/api2/user/setting/profile/customize', {
        userId: id(team),
        allProfileSettings: '{}',
        currentProfileSettings: JSON.stringify({
          layout: 'single-column',
          styles: { pageBgColor: colour().slice(0, 7) },
          advancedSettings: {},
        }),
      }),
  },
  'design.logo': {
    make: async ({ team }) => {
      const form = new FormData();
      form.append('userId', String(id(team)));
      form.append('photo', new Blob([new Uint8Array(await logoBytes())], { type: 'image/jpeg' }), 'logo.jpg');
      return { method: 'POST', url: '/api2/magazine/photo', form };
    },
  },
  'design.cover': {
    make: async ({ t, team }) => {
      await withCover(t, team);
      return removal('/api2/user/cover/update', id(team));
    },
  },
  'design.focalPoint': {
    make: async ({ t, team }) => {
      await withCover(t, team);
      return get(`/api2/admin/serverIp?userId=${id(team)}&focalPoint=${point()}`, SAME_ORIGIN);
    },
  },
  'design.focalPointByPost': {
    make: async ({ t, team }) => {
      await withCover(t, team);
      return post('/api2/admin/serverIp', { userId: id(team), focalPoint: point() });
    },
  },
  'plan.read': { make: async ({ team }) => get(`/api2/magazine/plan?magazineUserId=${id(team)}`) },
  'plan.subscribe': {
    make: async ({ t, team }) => {
      await setPlan(t, team, { group: 1 });
      return post('/api2/magazine/plan/subscribe', {
        magazineUserId: id(team),
        planGroup: 2,
        expectedAmountMinor: 900,
        paymentMethod: card(),
        idempotencyKey: key(),
      });
    },
  },
  'plan.downgrade': {
    make: async ({ t, team }) => {
      await setPlan(t, team, { group: 3 });
      return post('/api2/magazine/plan/downgrade', { magazineUserId: id(team), planGroup: 2 });
    },
  },
  'plan.cancel': {
    make: async ({ t, team }) => {
      await setPlan(t, team, { group: 3 });
      return post('/api2/magazine/plan/cancel', { magazineUserId: id(team) });
    },
  },
  'plan.resume': {
    make: async ({ t, team }) => {
      await setPlan(t, team, { group: 3, nextGroup: 2 });
      return post('/api2/magazine/plan/resume', { magazineUserId: id(team) });
    },
  },
  'notifications.read': {
    make: async ({ team }) => get(`/api2/notification/magazine/new?magazineUserId=${id(team)}`),
  },
  'notifications.markRead': {
    make: async ({ t, team }) =>
      post('/api2/notification/read', {
        magazineUserId: id(team),
        notificationIds: [await magazineNotification(t, team)],
      }),
    mixed: async ({ t, team, home }) =>
      post('/api2/notification/read', {
        magazineUserId: id(home),
        notificationIds: [await magazineNotification(t, team)],
      }),
    // The ids are read as the named magazine's: another's are no notification of it (404), and stay unread.
  },
};

export const REQUEST_MAKERS = { ...TEAM, ...editorialRequests, ...dashboardRequests } as Record<
  ActionName,
  Maker
>;
