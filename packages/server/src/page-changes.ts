import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Broadcast } from './db/broadcast.ts';
import type { Db } from './db/client.ts';
import type { AccountsService } from './features/accounts/service.ts';
import type { CommentsService } from './features/comments/service.ts';
import { comments } from './features/comments/tables.ts';
import type { ComposeService } from './features/compose/service.ts';
import type { ContentRequestsService } from './features/content-requests/service.ts';
import type { FilesService } from './features/files/service.ts';
import type { MagazinesService } from './features/magazines/service.ts';
import type { ModerationService } from './features/moderation/service.ts';

/**
 * What a write changed on the public pages, announced once it has committed (docs/scaling.md "Guest
 * pages from a cache"). A content change covers publish, update, unpublish and delete; a person or topic
 * change covers a name, a title or a picture that cards on every list show.
 */
export type PageChange =
  | { kind: 'content'; contentId: number }
  | { kind: 'comments'; contentId: number }
  | { kind: 'person'; userId: number }
  | { kind: 'topic'; topicId: number }
  /** A moderator's decision (a story, a comment or a person hidden): anything may have changed. */
  | { kind: 'everything' };

export type PageEvents = {
  changed(change: PageChange): void;
  /** Answers the function that stops listening. */
  listen(listener: (change: PageChange) => void): () => void;
};

export function createPageEvents(): PageEvents {
  const listeners = new Set<(change: PageChange) => void>();
  return {
    changed(change) {
      for (const listener of listeners) listener(change);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Write = (...args: never[]) => Promise<unknown>;

/**
 * Wraps one write of a service so that, once it resolved (its transaction committed), the change it made
 * is announced. A write that throws changed nothing and announces nothing.
 */
function after<S extends Record<K, Write>, K extends keyof S & string>(
  events: PageEvents,
  service: S,
  method: K,
  change: (
    args: Parameters<S[K]>,
    result: Awaited<ReturnType<S[K]>>,
  ) => PageChange | null | Promise<PageChange | null>,
) {
  const write = service[method];
  const wrapped = async (...args: Parameters<S[K]>) => {
    const result = (await write.apply(service, args)) as Awaited<ReturnType<S[K]>>;
    const made = await change(args, result);
    if (made) events.changed(made);
    return result;
  };
  service[method] = wrapped as unknown as S[K];
}

type Writers = {
  compose: ComposeService;
  comments: CommentsService;
  accounts: AccountsService;
  files: FilesService;
  magazines: MagazinesService;
  moderation: ModerationService;
  contentRequests: ContentRequestsService;
};

const idOf = (value: unknown, key: string): number | null => {
  const id = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof id === 'number' ? id : null;
};

/**
 * The one place that says which writes change which public pages: every write below announces its
 * change after it committed. Counters (votes, reads, follows) and the RSS import's stories (a job on its
 * own schedule) are not announced: the cache keeps a page only a few seconds, so they show soon enough.
 */
export function announcePageChanges(db: Db, events: PageEvents, services: Writers) {
  const content = (contentId: number | null): PageChange | null =>
    contentId === null ? null : { kind: 'content', contentId };
  const person = (userId: number | null): PageChange | null =>
    userId === null ? null : { kind: 'person', userId };
  const commentsOf = async (commentId: unknown): Promise<PageChange | null> => {
    if (typeof commentId !== 'number') return null;
    const [row] = await db
      .select({ contentId: comments.contentId })
      .from(comments)
      .where(eq(comments.id, commentId));
    return row ? { kind: 'comments', contentId: row.contentId } : null;
  };

  const { compose } = services;
  after(events, compose, 'save', (_args, result) => content(idOf(result, 'cgroupId')));
  after(events, compose, 'publish', ([, cgroupId]) => content(cgroupId));
  after(events, compose, 'unpublish', ([, cgroupId]) => content(cgroupId));
  after(events, compose, 'remove', ([, cgroupId]) => content(cgroupId));
  // Commissioned work published in the requester's magazine.
  after(events, services.contentRequests, 'publish', (_args, view) =>
    content(view.submission?.contentId ?? null),
  );

  const { comments: commenting } = services;
  after(events, commenting, 'create', ([, input]) => {
    const contentId = idOf(input, 'cgroupId');
    return contentId === null ? null : { kind: 'comments', contentId };
  });
  after(events, commenting, 'remove', ([, commentId]) => commentsOf(commentId));
  after(events, commenting, 'moderate', ([, , commentId]) => commentsOf(commentId));
  after(events, commenting, 'setPhoto', ([, commentId]) => commentsOf(commentId));

  after(events, services.accounts, 'updateProfile', ([userId]) => person(userId));
  const { files } = services;
  for (const method of ['setPhoto', 'removePhoto', 'setCover', 'removeCover', 'setCoverFocalPoint'] as const)
    after(events, files, method, ([userId]) => person(userId));

  const { magazines } = services;
  after(events, magazines, 'updateSettings', ([, input]) => person(idOf(input, 'userId')));
  for (const method of ['setLogo', 'close', 'reopen'] as const)
    after(events, magazines, method, ([, magazineUserId]) => person(magazineUserId));

  after(events, services.moderation.reports, 'decide', () => ({ kind: 'everything' }));
  after(events, services.moderation.topics, 'rename', ([, input]) => {
    const topicId = idOf(input, 'topicId');
    return topicId === null ? null : { kind: 'topic', topicId };
  });
  after(events, services.moderation.topics, 'merge', () => ({ kind: 'everything' }));
}

/** The channel page changes travel on between processes. */
export const PAGE_CHANGES_CHANNEL = 'masthead_page_changes';

/**
 * Issue 12, several processes: a change announced in one process reaches the guest page caches of all
 * (PostgreSQL LISTEN/NOTIFY). Each process hears its own messages too and skips them by their origin.
 * After a lost connection every cache starts afresh, since changes may have been missed meanwhile.
 * Answers the function that stops sharing.
 */
export async function sharePageChanges(
  events: PageEvents,
  broadcast: Broadcast,
  log: { warn(message: string): void },
): Promise<() => Promise<void>> {
  const origin = randomUUID();
  const tellHere = events.changed.bind(events);
  events.changed = (change) => {
    tellHere(change);
    broadcast.publish(JSON.stringify({ origin, change })).catch((error: Error) => {
      // The others' pages then expire on their own, within the cache's few seconds.
      log.warn(`page change not shared: ${error.message}`);
    });
  };
  return broadcast.subscribe(
    (payload) => {
      const message = parseShared(payload);
      if (message && message.origin !== origin) tellHere(message.change);
    },
    () => tellHere({ kind: 'everything' }),
  );
}

const CHANGE_KINDS = new Set(['content', 'comments', 'person', 'topic', 'everything']);

/** A message from another process, or null when it is not one (the channel is ours, but be strict). */
function parseShared(payload: string): { origin: string; change: PageChange } | null {
  try {
    const message = JSON.parse(payload) as { origin?: unknown; change?: { kind?: unknown } };
    if (typeof message.origin !== 'string' || !CHANGE_KINDS.has(String(message.change?.kind))) return null;
    return message as { origin: string; change: PageChange };
  } catch {
    return null;
  }
}
