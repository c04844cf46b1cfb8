import {
  searchAnswerSchema,
  searchBuildEventSchema,
  searchMissesQuerySchema,
  searchMissListSchema,
  searchQuerySchema,
  searchStatusSchema,
  searchUpdateStartedSchema,
} from '../search/search.schema';
import { commonFailures, defineRoute } from './http-route.contract';
import { defineServerEvent } from './socket-event.contract';

const tags = ['search'];
const failures = commonFailures;

/**
 * Global search (spec §2.8, §7): ask the published venue a question. Answers are English (spec §1).
 * The index is built in the background and stored in the database, so every node answers alike.
 */
export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/search/',
    access: 'search.use',
    tags,
    summary: 'Ask the event a question: a one-sentence answer and the places to go, best first',
    description:
      'q is required, 1 to 256 characters after trimming (otherwise 400 search.query_invalid). Only what the caller may see: the published version, no hidden area unless the caller is an administrator, profiles open for networking with their public fields (not for guests). Rate-limited per user. With features.ai off in the UI configuration the venue has no search (404 search.disabled).',
    query: searchQuerySchema,
    response: { 200: searchAnswerSchema, ...failures },
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/search/index',
    access: 'search.admin',
    tags,
    summary: "The search index's status: the version it covers, outdated or not, last build, items per kind",
    response: { 200: searchStatusSchema, ...failures },
  }),
  requestUpdate: defineRoute({
    method: 'POST',
    path: '/api/search/index/update',
    access: 'search.admin',
    tags,
    summary: 'Rebuild the search index in the background; a request while a build runs joins it',
    description:
      'One build at a time across every node (a lease in the database). Progress is pushed to administrators over the realtime gateway (search:build).',
    response: { 202: searchUpdateStartedSchema, ...failures },
  }),
  misses: defineRoute({
    method: 'GET',
    path: '/api/search/misses',
    access: 'search.admin',
    tags,
    summary: 'What attendees searched for and did not find: normalised questions, most asked first',
    query: searchMissesQuerySchema,
    response: { 200: searchMissListSchema, ...failures },
  }),
} as const;

/** The search index's build, pushed to administrators. */
export const searchEvents = {
  build: defineServerEvent({
    name: 'search:build',
    summary: "A search index build's progress, and its end (done or failed)",
    payload: searchBuildEventSchema,
  }),
} as const;
