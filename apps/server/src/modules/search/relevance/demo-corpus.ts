import { profileFieldsOf, type Venue, venueSchema } from '@atrium/domain';
import { demoAssets } from '../../../seed/demo-assets';
import { buildDemoVenue } from '../../../seed/demo-venue';
import type { PostRecord } from '../../social-wall/social-wall.repository';
import type { ProfileRow } from '../search.repository';
import type { SearchDocument } from '../search-document';
import { pdfPageTexts } from '../search-pdf.text';
import { postDocument, profileDocument } from '../search-people.documents';
import { pdfDocuments, venueDocuments } from '../search-venue.documents';
import { type LiveVenueShape, liveVenueShape } from '../search-visibility';

/**
 * The demo venue as the search index holds it, built through the same functions as the server's
 * build: the venue (seeded at `seed`), the text of its PDFs, and a few attendees and wall posts
 * (the demo seeds none) — among them a profile closed for networking and a private field, which
 * the relevance set must never find.
 */
export const DEMO_PROFILES: ProfileRow[] = [
  {
    userId: 'profile-jordan',
    email: 'jordan@example.events',
    name: 'Jordan Rivers',
    roles: ['attendee'],
    values: {
      name: 'Jordan Rivers',
      company: 'Example Events',
      title: 'Event Manager',
      openForNetworking: true,
    },
    shareEmail: true,
  },
  {
    userId: 'profile-priya',
    email: 'priya@northwind.test',
    name: 'Priya Shah',
    roles: ['attendee'],
    values: {
      name: 'Priya Shah',
      company: 'Northwind Events',
      title: 'Sound Engineer',
      openForNetworking: true,
      dietaryNeeds: 'vegan, no peanuts',
    },
    shareEmail: false,
  },
  {
    userId: 'profile-hidden',
    email: 'quiet@example.events',
    name: 'Quinn Quiet',
    roles: ['attendee'],
    values: { name: 'Quinn Quiet', company: 'Silent Partners', title: 'Investor', openForNetworking: false },
    shareEmail: true,
  },
];

const post = (id: string, text: string, createdAt: string): PostRecord => ({
  id,
  architectureId: 'atrium-demo',
  mode: 'LIVE',
  wallId: 'atrium-wall',
  parentId: null,
  authorId: 'profile-jordan',
  text,
  image: null,
  likes: 0,
  replies: 0,
  hiddenReplies: 0,
  hidden: false,
  parentHidden: false,
  createdAt,
  editedAt: null,
});

export const DEMO_POSTS: PostRecord[] = [
  post(
    'post-coffee',
    'Free espresso at the café corner of the expo hall until noon!',
    '2026-01-01T09:00:00Z',
  ),
  post(
    'post-slides',
    'Where can I get the slides of the realtime presence talk? Asking for my team.',
    '2026-01-01T10:00:00Z',
  ),
  post('post-photo', 'Great photo booth next to the sponsor booths, do not miss it.', '2026-01-01T11:00:00Z'),
];

export type DemoCorpus = { venue: Venue; documents: SearchDocument[]; shape: LiveVenueShape };

export async function demoCorpus(seed: Date): Promise<DemoCorpus> {
  const assetUri = (asset: { id: string; fileName: string }) =>
    `/backend-assets/live/atrium-demo/${asset.fileName}`;
  const venue = venueSchema.parse(buildDemoVenue(assetUri, seed)) as Venue;
  const { documents, pdfs } = venueDocuments(venue);
  for (const pdf of pdfs) {
    const asset = demoAssets.find((candidate) => candidate.id === pdf.assetId);
    if (!asset) continue;
    const pages = await pdfPageTexts(await asset.generate());
    if (pages) documents.push(...pdfDocuments(pdf, asset.displayName, pages));
  }
  const wall = documents.find((document) => document.widgetId === 'wall' && document.kind === 'widget')!;
  for (const each of DEMO_POSTS) {
    documents.push(
      postDocument(
        each,
        {
          areaId: wall.areaId,
          areaName: wall.areaName,
          widgetId: 'wall',
          widgetName: wall.widgetName,
          hidden: false,
        },
        'Jordan Rivers',
      ),
    );
  }
  const fields = profileFieldsOf(venue.architectures[0]?.userProfileAttributes);
  for (const row of DEMO_PROFILES) {
    const document = profileDocument(row, fields);
    if (document) documents.push(document);
  }
  return { venue, documents, shape: liveVenueShape(venue) };
}
