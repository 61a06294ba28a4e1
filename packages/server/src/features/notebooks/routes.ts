import {
  ZCreateNotebook,
  ZNotebookList,
  ZNotebookListQuery,
  ZNotebookPhotoUpload,
  ZNotebookQuery,
  ZNotebookRef,
  ZNotebookSave,
  ZNotebookStoriesQuery,
  ZUpdateNotebook,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

const viewerId = (request: FastifyRequest) => request.viewer!.userId;

/** Notebooks: saving stories (SPEC §3, §4, §7). Reading is public; only the owner changes a notebook. */
export function registerNotebooksRoutes(app: FastifyInstance) {
  const service = () => app.services.notebooks;

  /** SPEC §7 /api2/notebooks with userId; the viewer's own without it (guests get the login prompt). */
  const listNotebooks = async (
    request: FastifyRequest,
    input: { userId?: number | undefined; cgroupIds?: number[] | undefined },
  ) => {
    const ownerId = input.userId ?? request.viewer?.userId;
    if (!ownerId) throw new AppError('auth.fail.no.login');
    return { notebooks: await service().list(ownerId, input.cgroupIds) };
  };

  defineRoute(app, {
    route: 'POST /api2/notebooks',
    access: 'public',
    summary:
      "SPEC §7: someone's notebooks ({userId}), or the viewer's own; with cgroupIds, which of those stories each holds.",
    tags: ['notebooks'],
    query: noQuery,
    body: ZNotebookList,
    handler: ({ body, request }) => listNotebooks(request, body),
  });

  defineRoute(app, {
    route: 'GET /api2/notebooks',
    access: 'public',
    summary: 'The same list as a GET (userId, cgroupIds comma-separated).',
    tags: ['notebooks'],
    query: ZNotebookListQuery,
    handler: ({ query, request }) => listNotebooks(request, query),
  });

  defineRoute(app, {
    route: 'GET /api2/notebook',
    access: 'public',
    summary: 'One notebook (SPEC §3: notebookId, name, title, description, photo) with its story count.',
    tags: ['notebooks'],
    query: ZNotebookQuery,
    handler: async ({ query }) => ({ notebook: await service().details(query.notebookId) }),
  });

  defineRoute(app, {
    route: 'GET /api2/notebook/stories',
    access: 'public',
    summary:
      "A page of a notebook's stories, most recently saved first; pass the previous nextCursor as cursor.",
    tags: ['notebooks'],
    query: ZNotebookStoriesQuery,
    handler: async ({ query, request }) => {
      await service().details(query.notebookId);
      return service().stories(query.notebookId, request.viewer?.userId ?? null, query.cursor);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/notebook/create',
    access: 'signed-in',
    summary: "Creates a notebook ({name, description?}); an empty name is 'Please enter a notebook title'.",
    tags: ['notebooks'],
    query: noQuery,
    body: ZCreateNotebook,
    handler: async ({ body, request }) => ({ notebook: await service().create(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/notebook/update',
    access: 'signed-in',
    summary: "Renames or describes the viewer's notebook.",
    tags: ['notebooks'],
    query: noQuery,
    body: ZUpdateNotebook,
    handler: async ({ body, request }) => ({ notebook: await service().update(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/notebook/delete',
    access: 'signed-in',
    summary: "Deletes the viewer's notebook; the stories stay, their save counts drop.",
    tags: ['notebooks'],
    query: noQuery,
    body: ZNotebookRef,
    handler: ({ body, request }) => service().remove(viewerId(request), body.notebookId),
  });

  defineRoute(app, {
    route: 'POST /api2/notebook/save',
    access: 'signed-in',
    summary:
      'SPEC §4: saves a story into one of the viewer’s notebooks (once; saving again changes nothing).',
    tags: ['notebooks'],
    query: noQuery,
    body: ZNotebookSave,
    handler: ({ body, request }) => service().save(viewerId(request), body.notebookId, body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/notebook/unsave',
    access: 'signed-in',
    summary: 'SPEC §4: removes a story from one of the viewer’s notebooks.',
    tags: ['notebooks'],
    query: noQuery,
    body: ZNotebookSave,
    handler: ({ body, request }) => service().unsave(viewerId(request), body.notebookId, body.cgroupId),
  });

  // The photo upload parses multipart only inside its own scope, so every JSON route keeps refusing forms.
  void registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/notebook/photo',
      access: 'signed-in',
      summary:
        "Sets a notebook's photo (multipart: the `photo` file and notebookId, optional crop), or removes it with delete=1.",
      tags: ['notebooks'],
      query: noQuery,
      body: ZNotebookPhotoUpload,
      handler: async ({ body, request }) => {
        if (body.delete) return { notebook: await service().removePhoto(viewerId(request), body.notebookId) };
        if (!body.photo) throw new AppError('notebook.no.file');
        const upload = { bytes: body.photo.bytes, crop: body.crop };
        return { notebook: await service().setPhoto(viewerId(request), body.notebookId, upload) };
      },
    });
  });
}
