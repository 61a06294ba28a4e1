import type { ServiceDeps } from '../../services.ts';

/** Quiz play scored on the server, results and their shareable pages. */
export function createQuizzesService(_deps: ServiceDeps) {
  return {};
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
