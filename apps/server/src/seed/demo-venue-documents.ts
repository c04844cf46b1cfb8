import { SPEAKER_NOTES_PASSWORD } from './demo-speaker-notes.generator';
import type { Placement2d } from './demo-venue.helpers';

/** Lobby: the welcome desk hands out the welcome pack, files to download. */
export function welcomePackWidget(placements: Placement2d[]) {
  return {
    id: 'welcome-pack',
    name: 'Welcome pack',
    type: 'DOWNLOAD',
    placements,
    configurations: [
      {
        id: 'welcome-pack-1',
        name: 'Welcome pack',
        cookieProviders: [],
        assetIds: ['event-guide', 'welcome-audio', 'logo'],
        linkOpeningMode: 'EMBEDDED_DIALOG',
      },
    ],
  };
}

/** Backstage: the speaker notes on the lectern, a PDF that opens only with its password. */
export function speakerNotesWidget(placements: Placement2d[]) {
  return {
    id: 'speaker-notes',
    name: 'Speaker notes (protected)',
    type: 'PDF_VIEWER',
    placements,
    configurations: [
      {
        id: 'speaker-notes-1',
        name: `Speaker notes (password: ${SPEAKER_NOTES_PASSWORD})`,
        cookieProviders: [],
        assetId: 'speaker-notes',
        linkOpeningMode: 'OVERLAY_DIALOG',
      },
    ],
  };
}
