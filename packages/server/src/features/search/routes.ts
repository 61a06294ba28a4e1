import {
  ZEntityAutocomplete,
  ZLocationAutocomplete,
  ZPeopleAutocomplete,
  ZSearch,
  ZTopicAutocomplete,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';

const tags = ['search'];

/** Search and autocomplete (SPEC §7 'Follow and autocomplete'). */
export function registerSearchRoutes(app: FastifyInstance) {
  const { search } = app.services;
  const viewerIdOf = (request: { viewer: { userId: number } | null }) => request.viewer?.userId ?? null;

  defineRoute(app, {
    route: 'POST /api2/topic/autocomplete',
    access: 'public',
    summary: 'Topic suggestions: {q, min_articles 5, onlyNotAdded, limit 5} gives data.topics',
    tags,
    body: ZTopicAutocomplete,
    handler: ({ body, request }) => search.autocompleteTopics(body, viewerIdOf(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/people/autocomplete',
    access: 'public',
    summary: 'People suggestions: {q, type B (blogs) or C (users), onlyNotAdded, limit 5} gives data.people',
    tags,
    body: ZPeopleAutocomplete,
    handler: ({ body, request }) => search.autocompletePeople(body, viewerIdOf(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/location/autocomplete/all',
    access: 'public',
    summary: 'Place suggestions: {q, limit 10} gives data.locations',
    tags,
    body: ZLocationAutocomplete,
    handler: ({ body }) => search.autocompleteLocations(body),
  });

  defineRoute(app, {
    route: 'POST /api2/entities',
    access: 'public',
    summary: 'Entity suggestions: {q, limit 10} gives data.entities with title',
    tags,
    body: ZEntityAutocomplete,
    handler: ({ body }) => search.autocompleteEntities(body),
  });

  defineRoute(app, {
    route: 'GET /api2/search',
    access: 'public',
    summary: 'Search one tab (stories, interests, publishers, people, locations): ?q=&tab=&cursor=',
    tags,
    query: ZSearch,
    handler: ({ query, request }) => search.search(query, viewerIdOf(request)),
  });
}
