import type { SearchResultKind } from '@atrium/domain';

/** A time window (ISO date-times) something is live in: a meeting's configuration, a live discussion. */
export type LiveWindow = { begin?: string; end?: string };

/**
 * One thing the search can find, as indexed. The searched fields are `title`, `tags`,
 * `people`, `place` and `text`; the rest says where it is and what View opens.
 */
export type SearchDocument = {
  /** Unique in one index: kind and the ids that make it one (`piece:expo-hall:talks:talk-presence`). */
  id: string;
  kind: SearchResultKind;
  title: string;
  /** Tags, the widget's kind ("meeting", "media board"). */
  tags: string;
  /** Speakers (names, titles, companies), an author, an attendee's company and job title. */
  people: string;
  /** The area's name (and the widget's for what is inside one). */
  place: string;
  /** Descriptions, a PDF page's text, a post's text. */
  text: string;
  areaId: string | null;
  areaName: string;
  widgetId: string | null;
  widgetName: string;
  contentPieceId?: string;
  postId?: string;
  page?: number;
  profileUserId?: string;
  /** In an area that is not on the floor plan (spec: reachable only by a link). */
  hidden: boolean;
  /** A global widget: open from every area. */
  global?: boolean;
  /** When it is live, for the answer ("live now until 11:00"). */
  live?: LiveWindow[];
};

export const SEARCHED_FIELDS = ['title', 'tags', 'people', 'place', 'text'] as const;
