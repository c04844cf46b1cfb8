import { z } from 'zod';
import { idSchema } from '../venue/venue-primitives.schema';

/**
 * Global search (spec §2.8, §7 `GET /search/?q=`): an extractive one-sentence answer and ranked
 * results over what the caller may find in the published venue. Answers are English (spec §1).
 */

/** The longest question, in characters after trimming (longer is refused, `search.query_invalid`). */
export const SEARCH_QUERY_MAX_LENGTH = 256;

/** The most results one answer lists. */
export const SEARCH_RESULTS_MAX = 20;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultKinds = ['area', 'widget', 'media-piece', 'post', 'document', 'profile'] as const;
export const searchResultKindSchema = z.enum(searchResultKinds);
export type SearchResultKind = z.infer<typeof searchResultKindSchema>;

/** `[start, end)` in UTF-16 code units of the snippet's text: a matched term to emphasise. */
export const searchHighlightSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/** A piece of the found text; the client marks the ranges itself (never HTML). */
export const searchSnippetSchema = z.object({
  text: z.string(),
  highlights: z.array(searchHighlightSchema),
});
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

/**
 * What View opens: a widget of an area (a media-board piece in it, a social-wall post in it, a
 * page of its PDF), or an attendee's profile.
 */
export const searchWidgetTargetSchema = z.object({
  areaId: idSchema,
  widgetId: idSchema,
  contentPieceId: idSchema.optional(),
  postId: z.string().optional(),
  /** A PDF page, 1-based. */
  page: z.number().int().min(1).optional(),
});
export const searchProfileTargetSchema = z.object({ profileUserId: z.string() });
export const searchTargetSchema = z.union([searchWidgetTargetSchema, searchProfileTargetSchema]);
export type SearchTarget = z.infer<typeof searchTargetSchema>;

export const searchResultSchema = z.object({
  kind: searchResultKindSchema,
  title: z.string(),
  snippet: searchSnippetSchema,
  /** Relevance (BM25-like, boosted by field); only the order within one answer means something. */
  score: z.number(),
  view: searchTargetSchema.nullable(),
  viewArea: z.object({ areaId: idSchema }).nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  /** One English sentence made from the best hits; null when nothing was found. */
  answer: z.string().nullable(),
  /** Who wrote the answer: extracted from the hits, or a language model given only those hits. */
  answerSource: z.enum(['extractive', 'llm']).nullable(),
  results: z.array(searchResultSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The phases of an index build, in order. */
export const searchBuildPhases = ['venue', 'documents', 'posts', 'profiles', 'saving'] as const;
export const searchProgressSchema = z.object({
  phase: z.enum(searchBuildPhases),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type SearchProgress = z.infer<typeof searchProgressSchema>;

export const searchStatusSchema = z.object({
  /** The published version the stored index covers; null before the first build. */
  coveredVersion: z.number().int().nullable(),
  /** A newer version was published (or the venue unpublished) since the index was built. */
  outdated: z.boolean(),
  building: z.boolean(),
  /** The running build's id while one runs. */
  jobId: z.string().optional(),
  progress: searchProgressSchema.optional(),
  /** ISO date-time of the stored index's build, null before the first. */
  lastBuiltAt: z.string().nullable(),
  itemsPerKind: z.record(searchResultKindSchema, z.number().int().min(0)),
});
export type SearchStatus = z.infer<typeof searchStatusSchema>;

/** The answer to 'request update': the build that runs now, started by this request or joined. */
export const searchUpdateStartedSchema = z.object({
  /** The running build's id: a second request while it runs names the same one. */
  jobId: z.string(),
  /** True when a build was already running and this request joined it. */
  joined: z.boolean(),
  progress: searchProgressSchema.optional(),
});
export type SearchUpdateStarted = z.infer<typeof searchUpdateStartedSchema>;

/** Pushed to administrators while a build runs (`done` after each phase) and when it ends. */
export const searchBuildEventSchema = z.object({
  jobId: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  progress: searchProgressSchema.optional(),
  /** The version the finished index covers (state done). */
  coveredVersion: z.number().int().optional(),
});
export type SearchBuildEvent = z.infer<typeof searchBuildEventSchema>;

/** How many unanswered questions the misses list shows, most asked first. */
export const searchMissesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A question attendees asked that found nothing worth opening (anonymous: normalised text only). */
export const searchMissSchema = z.object({
  query: z.string(),
  count: z.number().int().min(1),
  lastSeenAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
export const searchMissListSchema = z.object({ misses: z.array(searchMissSchema) });
export type SearchMissList = z.infer<typeof searchMissListSchema>;
