import { ZPlanDowngrade, ZPlanMagazine, ZPlanQuery, ZPlanSubscribe } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * DESIGN §4 plan billing: every member reads the plan; owners (manageBilling: SPEC §6 'manage billing
 * and plans', never managing editors) subscribe, upgrade, downgrade, cancel and resume.
 */
export function registerPlanRoutes(app: FastifyInstance) {
  const service = () => app.services.plans;

  defineRoute(app, {
    route: 'GET /api2/magazine/plan',
    access: { magazine: 'viewMembers', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's plan (SPEC §3 magazinePlan, its features, 'Plan Expired'); prices, the card, receipts and the choices only with manageBilling.",
    tags: ['magazines'],
    query: ZPlanQuery,
    handler: async ({ query, request }) => service().view(await actorOf(request), query.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/plan/subscribe',
    access: { magazine: 'manageBilling', in: ({ body }) => body.magazineUserId },
    summary:
      'Pays for a paid group now at the server’s price (a new period, or the prorated difference of an upgrade) and saves the card for renewals. expectedAmountMinor must be the price shown (409 plan.price.changed otherwise); a decline is a 402 payment.declined and changes nothing.',
    tags: ['magazines', 'payments'],
    query: noQuery,
    body: ZPlanSubscribe,
    handler: async ({ body, request }) => service().subscribe(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/plan/downgrade',
    access: { magazine: 'manageBilling', in: ({ body }) => body.magazineUserId },
    summary: 'Moves a paid plan to a lower paid group at its period end (undone by resume).',
    tags: ['magazines'],
    query: noQuery,
    body: ZPlanDowngrade,
    handler: async ({ body, request }) => service().downgrade(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/plan/cancel',
    access: { magazine: 'manageBilling', in: ({ body }) => body.magazineUserId },
    summary: 'Cancels a paid plan: back to free at its period end (undone by resume), at once when past due.',
    tags: ['magazines'],
    query: noQuery,
    body: ZPlanMagazine,
    handler: async ({ body, request }) => service().cancel(await actorOf(request), body.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/plan/resume',
    access: { magazine: 'manageBilling', in: ({ body }) => body.magazineUserId },
    summary: 'Drops a scheduled downgrade or cancellation: the plan renews as it is.',
    tags: ['magazines'],
    query: noQuery,
    body: ZPlanMagazine,
    handler: async ({ body, request }) => service().resume(await actorOf(request), body.magazineUserId),
  });
}
