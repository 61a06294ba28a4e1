import { doc } from './compose-fixtures.ts';
import type { ActionName } from './magazine-permissions.ts';
import type { Maker, MakerContext } from './permission-requests.ts';
import {
  magazineDraft,
  newMember,
  publishedStory,
  readerComment,
  submission,
  unique,
} from './permission-scenes.ts';
import type { Req } from './permission-world.ts';

/**
 * The request makers of publishing as a team (magazine-permissions.ts): writing for the magazine,
 * submitting, the review queue's moves on a member's submission, and comment moderation. A
 * subject's own draft is made straight in the database, so that someone outside the magazine (a
 * former member) can hold one too.
 */

const post = (url: string, body: unknown): Req => ({ method: 'POST', url, body });
const get = (url: string): Req => ({ method: 'GET', url });

/** The subject's own draft in the team's magazine (a guest's call uses the writer's: it never gets far). */
const ownDraft = ({ t, team, me }: MakerContext, submitted = false) =>
  magazineDraft(t, team, me?.id ?? team.people.writer.id, { submitted });

/** Another author's draft in the team's magazine: what a replay of an own-object action takes. */
const othersDraft = async ({ t, team }: MakerContext, submitted = false) =>
  magazineDraft(t, team, await newMember(t, team, 'writer'), { submitted });

/** A move on a member's submission: the same request in every magazine (ids say where). */
const onSubmission = (request: (ids: { cgroupId: number; revisionId: number }) => Req): Maker => ({
  make: async ({ t, team }) => request(await submission(t, team)),
});

const onPublished = (url: string): Maker => ({
  make: async ({ t, team }) => post(url, { cgroupId: await publishedStory(t, team) }),
});

export const editorialRequests: Partial<Record<ActionName, Maker>> = {
  'compose.draftFor': {
    make: async ({ team }) => post('/api2/compose/save', doc({ publisherId: team.magazineUserId })),
  },
  'compose.asPublisher': {
    make: async ({ team }) =>
      post('/api2/compose/save', doc({ publisherId: team.magazineUserId, byline: 'publisher' })),
  },
  'compose.publishOwn': {
    make: async (ctx) => post('/api2/compose/publish', { cgroupId: await ownDraft(ctx) }),
    replay: async (ctx) => post('/api2/compose/publish', { cgroupId: await othersDraft(ctx) }),
  },
  'editorial.submit': {
    make: async (ctx) => post('/api2/editorial/submit', { cgroupId: await ownDraft(ctx) }),
    replay: async (ctx) => post('/api2/editorial/submit', { cgroupId: await othersDraft(ctx) }),
  },
  'editorial.withdraw': {
    make: async (ctx) => post('/api2/editorial/withdraw', { cgroupId: await ownDraft(ctx, true) }),
    replay: async (ctx) => post('/api2/editorial/withdraw', { cgroupId: await othersDraft(ctx, true) }),
  },
  'review.queue': {
    make: async ({ team }) => get(`/api2/editorial/queue?magazineUserId=${team.magazineUserId}`),
  },
  'review.reports': {
    make: async ({ team }) => get(`/api2/magazine/reports?magazineUserId=${team.magazineUserId}`),
  },
  'review.open': onSubmission(({ cgroupId }) => get(`/api2/compose/document?cgroupId=${cgroupId}`)),
  'review.revisions': onSubmission(({ cgroupId }) => get(`/api2/editorial/revisions?cgroupId=${cgroupId}`)),
  'review.revision': onSubmission(({ cgroupId, revisionId }) =>
    get(`/api2/editorial/revision?cgroupId=${cgroupId}&revisionId=${revisionId}`),
  ),
  'review.edit': onSubmission(({ cgroupId }) =>
    post('/api2/compose/save', doc({ cgroupId, title: `Edited ${unique()}` })),
  ),
  'review.return': onSubmission(({ cgroupId }) =>
    post('/api2/editorial/return', { cgroupId, note: 'Tighten the opening.' }),
  ),
  'review.publish': onSubmission(({ cgroupId }) => post('/api2/compose/publish', { cgroupId })),
  'review.restore': onSubmission(({ cgroupId, revisionId }) =>
    post('/api2/editorial/restore', { cgroupId, revisionId }),
  ),
  'review.unpublish': onPublished('/api2/compose/unpublish'),
  'review.delete': onPublished('/api2/compose/delete'),
  'comments.remove': {
    make: async ({ t, team }) =>
      post('/api2/magazine/comment/remove', {
        magazineUserId: team.magazineUserId,
        commentId: await readerComment(t, team),
      }),
    mixed: async ({ t, team, home }) =>
      post('/api2/magazine/comment/remove', {
        magazineUserId: home.magazineUserId,
        commentId: await readerComment(t, team),
      }),
  },
};
