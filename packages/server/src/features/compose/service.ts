import type { ServiceDeps } from '../../services.ts';

/** Writing, drafts, previews, publishing and My Posts (issue 4). */
export function createComposeService(_deps: ServiceDeps) {
  return {};
}

export type ComposeService = ReturnType<typeof createComposeService>;
