import { generateWelcomeJingleWav } from './demo-audio.generator';
import type { LocalizedText } from './demo-event.content';
import { localized } from './demo-event.content';
import type { DemoIconKind } from './demo-icons.svg';
import {
  generateAuditoriumPosterJpeg,
  generateExpoPanoramaJpeg,
  generateIconSvg,
  generateLobbyJpeg,
  generateLogoPng,
  generateLoungeJpeg,
} from './demo-images.generator';
import { mediaThumbnailAssets } from './demo-media-board';
import { generateEventGuidePdf, generateSponsorBrochurePdf } from './demo-pdf.generator';
import { generateSpeakerNotesPdf, SPEAKER_NOTES_PASSWORD } from './demo-speaker-notes.generator';

export type DemoAsset = {
  id: string;
  fileName: string;
  contentType: string;
  displayName: string;
  alts: { locale: string; text: string }[];
  generate: () => Promise<Buffer>;
};

function icon(kind: DemoIconKind, displayName: string, alts: LocalizedText): DemoAsset {
  return {
    id: `icon-${kind}`,
    fileName: `icon-${kind}.svg`,
    contentType: 'image/svg+xml',
    displayName,
    alts,
    generate: () => generateIconSvg(kind),
  };
}

export const demoAssets: DemoAsset[] = [
  {
    id: 'logo',
    fileName: 'logo.png',
    contentType: 'image/png',
    displayName: 'Atrium logo',
    alts: localized(
      'Atrium logo: an arch next to the word Atrium',
      'Atrium-Logo: ein Torbogen neben dem Wort Atrium',
    ),
    generate: generateLogoPng,
  },
  {
    id: 'lobby-bg',
    fileName: 'lobby.jpg',
    contentType: 'image/jpeg',
    displayName: 'Lobby background',
    alts: localized(
      'A lobby with a welcome desk, doors to the auditorium, the expo hall and the lounge',
      'Ein Foyer mit Empfangstresen und Türen zum Auditorium, zur Ausstellungshalle und zur Lounge',
    ),
    generate: generateLobbyJpeg,
  },
  {
    id: 'auditorium-poster',
    fileName: 'auditorium.jpg',
    contentType: 'image/jpeg',
    displayName: 'Auditorium poster',
    alts: localized(
      'An auditorium with a stage, a big screen and rows of seats',
      'Ein Auditorium mit Bühne, großer Leinwand und Sitzreihen',
    ),
    generate: generateAuditoriumPosterJpeg,
  },
  {
    id: 'lounge-bg',
    fileName: 'lounge.jpg',
    contentType: 'image/jpeg',
    displayName: 'Networking lounge background',
    alts: localized(
      'A lounge with sofas, a city view, a whiteboard and a partner poster',
      'Eine Lounge mit Sofas, Stadtblick, einem Whiteboard und einem Partnerplakat',
    ),
    generate: generateLoungeJpeg,
  },
  {
    id: 'expo-panorama',
    fileName: 'expo-360.jpg',
    contentType: 'image/jpeg',
    displayName: 'Expo hall panorama',
    alts: localized(
      'A 360 degree view of an exhibition hall with eight booths',
      'Eine 360-Grad-Ansicht einer Ausstellungshalle mit acht Ständen',
    ),
    generate: generateExpoPanoramaJpeg,
  },
  {
    id: 'event-guide',
    fileName: 'event-guide.pdf',
    contentType: 'application/pdf',
    displayName: 'Event guide',
    alts: localized('Event guide (PDF, 3 pages)', 'Veranstaltungsführer (PDF, 3 Seiten)'),
    generate: generateEventGuidePdf,
  },
  {
    id: 'sponsor-brochure',
    fileName: 'sponsor-brochure.pdf',
    contentType: 'application/pdf',
    displayName: 'Sponsor brochure',
    alts: localized('Sponsor brochure (PDF, 2 pages)', 'Sponsorenbroschüre (PDF, 2 Seiten)'),
    generate: generateSponsorBrochurePdf,
  },
  // Password-protected PDF of the backstage lectern.
  {
    id: 'speaker-notes',
    fileName: 'speaker-notes.pdf',
    contentType: 'application/pdf',
    displayName: 'Speaker notes (protected)',
    alts: localized(
      `Speaker notes (PDF, 2 pages, password: ${SPEAKER_NOTES_PASSWORD})`,
      `Notizen für Vortragende (PDF, 2 Seiten, Passwort: ${SPEAKER_NOTES_PASSWORD})`,
    ),
    generate: generateSpeakerNotesPdf,
  },
  {
    id: 'welcome-audio',
    fileName: 'welcome.wav',
    contentType: 'audio/wav',
    displayName: 'Welcome jingle',
    alts: localized('A short welcome jingle', 'Eine kurze Begrüßungsmelodie'),
    generate: generateWelcomeJingleWav,
  },
  icon('meeting', 'Meeting icon', localized('Meeting', 'Besprechung')),
  icon('door', 'Door icon', localized('Door', 'Tür')),
  icon('whiteboard', 'Whiteboard icon', localized('Whiteboard', 'Whiteboard')),
  icon('media', 'Media icon', localized('Media board', 'Medienwand')),
  icon('pdf', 'PDF icon', localized('PDF document', 'PDF-Dokument')),
  icon('audio', 'Audio icon', localized('Audio', 'Audio')),
  icon('download', 'Download icon', localized('Download', 'Herunterladen')),
  icon('people', 'People icon', localized('Who is here', 'Wer ist da')),
  icon('social', 'Social wall icon', localized('Social wall', 'Social Wall')),
  ...mediaThumbnailAssets,
];
