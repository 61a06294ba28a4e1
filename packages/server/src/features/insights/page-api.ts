import { can, type InsightsPageApi, insightsAccess } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** Team activity's and insights' page calls, built once per process and bound to each request's viewer. */
export function createInsightsPageApi(services: Services) {
  const { insights, db } = services;
  return viewerBinder<InsightsPageApi>({
    activity: async (viewer, username, filter) => {
      if (!viewer) return { access: 'guest' };
      const magazine = await insights.magazineByUsername(username);
      if (!magazine) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'viewTeamActivity', magazine.userId)) return { access: 'denied' };
      const activity = await insights.activity(actor, magazine.userId, filter);
      return activity ? { access: 'ok', activity } : { access: 'missing' };
    },
    insights: async (viewer, username, days, scope) => {
      if (!viewer) return { access: 'guest' };
      const magazine = await insights.magazineByUsername(username);
      if (!magazine) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      // An address with a scope beyond the viewer's rights shows the widest one open to them.
      const open = scope && insightsAccess(actor, magazine.userId, scope) ? scope : undefined;
      const result = await insights.insights(actor, magazine.userId, days, open);
      if (result === 'missing' || result === 'denied') return { access: result };
      return { access: 'ok', insights: result };
    },
  });
}
