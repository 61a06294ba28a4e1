import type { FastifyInstance } from 'fastify';

/** The double-entry ledger, payment providers, donations and premium unlocks. */
export function registerPaymentsRoutes(_app: FastifyInstance) {}
