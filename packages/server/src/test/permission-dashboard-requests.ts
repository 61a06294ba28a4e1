import { CTYPE, type InsightsView, type TeamActivityPage } from '@masthead/core';
import type { ActionName } from './magazine-permissions.ts';
import type { Maker } from './permission-requests.ts';
import { activityRows, unique } from './permission-scenes.ts';
import type { Req, Team } from './permission-world.ts';
import { insertPerson } from './reading-fixtures.ts';

/**
 * The request makers of the dashboard's numbers and open contribution's settings
 * (magazine-permissions.ts): team activity with rows worth reading, insights in each scope, and the
 * settings read and changed.
 */

const get = (url: string): Req => ({ method: 'GET', url });
const id = (team: Team) => team.magazineUserId;
const items = (data: unknown) => (data as TeamActivityPage).items;
const insights = (team: Team, scope: 'magazine' | 'own') =>
  get(`/api2/magazine/insights?magazineUserId=${id(team)}&days=7&scope=${scope}`);

export const dashboardRequests: Partial<Record<ActionName, Maker>> = {
  'activity.read': {
    make: async ({ t, team }) => {
      await activityRows(t, team);
      return get(`/api2/magazine/activity?magazineUserId=${id(team)}`);
    },
    parts: {
      inviteeAddress: (data) => items(data).some((item) => Boolean(item.invitation?.email)),
      hiddenMember: (data, { team }) =>
        items(data).some((item) =>
          [item.actor?.userId, item.member?.userId].includes(team.people.secretAdmin.id),
        ),
    },
  },
  'insights.magazine': {
    make: async ({ team }) => insights(team, 'magazine'),
    parts: { analytics: (data) => (data as InsightsView).byReferrer !== null },
  },
  'insights.own': { make: async ({ team }) => insights(team, 'own') },
  'requests.create': {
    make: async ({ t, team }) => ({
      method: 'POST',
      url: '/api2/content-request/create',
      body: {
        requesterId: id(team),
        creatorId: (await insertPerson(t.database.db)).id,
        title: `A commission ${unique()}`,
        description: '<p>The brief.</p>',
        ctype: CTYPE.article,
        words: 800,
        deadline: new Date(t.now().getTime() + 7 * 86_400_000).toISOString(),
        feeMinor: 10_000,
        currency: 'USD',
      },
    }),
  },
  'openContribution.read': {
    make: async ({ team }) => get(`/api2/magazine/open-contribution?userId=${id(team)}`),
  },
  'openContribution.change': {
    make: async ({ team }) => ({
      method: 'POST',
      url: '/api2/magazine/open-contribution',
      body: { userId: id(team), enabled: true, openContributionButtonText: `Pitch us ${unique()}` },
    }),
  },
};
