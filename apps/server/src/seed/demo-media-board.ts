import type { DemoAsset } from './demo-assets';
import type { LocalizedText } from './demo-event.content';
import { localized } from './demo-event.content';
import { type ThumbnailKind, thumbnailSvg } from './demo-media-thumbnails.svg';
import { renderJpeg } from './svg-render.helper';

const VIMEO_DEMO = 'https://player.vimeo.com/video/76979871';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** English and German, and French and Spanish where given. */
function texts(en: string, de: string, more: { fr?: string; es?: string } = {}): LocalizedText {
  return [
    ...localized(en, de),
    ...Object.entries(more).map(([locale, text]) => ({ locale, text: text ?? '' })),
  ];
}

type Speaker = { name: string; title?: string; company?: string };

type DemoPiece = {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  additionalInfo?: LocalizedText;
  tags: string[];
  speakers: Speaker[];
  videoUrl?: string;
  assetId?: string;
  liveDiscussion?: { begin: string; end: string; meetingUrl: string };
  thumbnail: { kind: ThumbnailKind; colors: readonly [string, string] };
};

const ADA = { name: 'Ada Lindqvist', title: 'Principal Engineer', company: 'Atrium' };
const KOFI = { name: 'Kofi Mensah', title: 'Accessibility Lead', company: 'Open Venues' };
const ZOE = { name: 'Zoë Carrière', title: 'Data Protection Officer', company: 'Atrium' };
const RAVI = { name: 'Ravi Iyer', title: 'Product Designer', company: 'Northwind Events' };
const MARTA = { name: 'Marta Nowak', title: 'Head of Partnerships', company: 'Atrium' };
const LEE = { name: 'Lee Park', company: 'Studio Hybrid' };

const window = (seed: Date, fromMs: number, toMs: number, room: string) => ({
  begin: new Date(seed.getTime() + fromMs).toISOString(),
  end: new Date(seed.getTime() + toMs).toISOString(),
  meetingUrl: `https://example.whereby.com/atrium-${room}`,
});

/**
 * The expo hall's talks, documents and live discussions. The live windows are set relative to the
 * time the demo is seeded, so a fresh demo always has one discussion running (for a month), one
 * later today and one that is over.
 */
function demoPieces(seed: Date): DemoPiece[] {
  return [
    {
      id: 'talk-presence',
      title: texts('Scaling realtime presence', 'Echtzeit-Präsenz skalieren', {
        fr: 'La présence en temps réel à grande échelle',
      }),
      description: texts(
        'How a venue keeps thousands of attendees in sync across several servers. The speaker answers questions in a live discussion running now.',
        'Wie ein Veranstaltungsort Tausende Teilnehmende über mehrere Server synchron hält. Die Speakerin beantwortet Fragen in einer Live-Diskussion, die gerade läuft.',
        {
          fr: 'Comment un lieu virtuel garde des milliers de participants synchronisés sur plusieurs serveurs. L’intervenante répond aux questions en direct.',
          es: 'Cómo un recinto virtual mantiene sincronizados a miles de asistentes en varios servidores. La ponente responde preguntas en directo.',
        },
      ),
      additionalInfo: texts(
        'Slides and the benchmark scripts are linked in the video description. Level: advanced.',
        'Folien und Benchmark-Skripte sind in der Videobeschreibung verlinkt. Niveau: fortgeschritten.',
      ),
      tags: ['engineering', 'realtime', 'scaling'],
      speakers: [ADA],
      videoUrl: VIMEO_DEMO,
      liveDiscussion: window(seed, -HOUR_MS, 30 * DAY_MS, 'talk-presence'),
      thumbnail: { kind: 'video', colors: ['#0B1545', '#00B8D4'] },
    },
    {
      id: 'talk-consent',
      title: texts('Consent people understand', 'Einwilligung, die man versteht', {
        fr: 'Un consentement que l’on comprend',
        es: 'Un consentimiento que se entiende',
      }),
      description: texts(
        'Cookie banners done right: plain words, real choices and nothing loaded before the visitor agrees. Live questions and answers later today.',
        'Cookie-Banner richtig gemacht: klare Worte, echte Wahl und nichts wird geladen, bevor Besuchende zustimmen. Fragen und Antworten live, später heute.',
        {
          fr: 'Des bandeaux cookies bien faits : des mots simples, de vrais choix. Questions-réponses en direct plus tard aujourd’hui.',
          es: 'Banners de cookies bien hechos: palabras claras y opciones reales. Preguntas y respuestas en directo hoy, más tarde.',
        },
      ),
      tags: ['privacy', 'design'],
      speakers: [ZOE],
      videoUrl: VIMEO_DEMO,
      liveDiscussion: window(seed, 2 * HOUR_MS, 3 * HOUR_MS, 'talk-consent'),
      thumbnail: { kind: 'video', colors: ['#373F60', '#F70041'] },
    },
    {
      id: 'talk-accessibility',
      title: texts('Accessible virtual events', 'Barrierefreie virtuelle Events', {
        fr: 'Des événements virtuels accessibles',
        es: 'Eventos virtuales accesibles',
      }),
      description: texts(
        'Keyboard navigation, screen readers, captions and right-to-left languages in a virtual venue.',
        'Tastaturbedienung, Screenreader, Untertitel und Sprachen mit Schreibrichtung von rechts nach links in einem virtuellen Veranstaltungsort.',
        {
          fr: 'Navigation au clavier, lecteurs d’écran, sous-titres et langues de droite à gauche dans un lieu virtuel.',
        },
      ),
      additionalInfo: texts(
        'Captions in English and German. A transcript is available at the information desk.',
        'Untertitel auf Englisch und Deutsch. Ein Transkript gibt es am Infostand.',
      ),
      tags: ['design', 'accessibility'],
      speakers: [KOFI, RAVI],
      videoUrl: VIMEO_DEMO,
      thumbnail: { kind: 'video', colors: ['#1B5E20', '#00B8D4'] },
    },
    {
      id: 'panel-hybrid',
      title: texts('Panel: hybrid events after the hype', 'Panel: Hybride Events nach dem Hype', {
        es: 'Panel: eventos híbridos después del bombo',
      }),
      description: texts(
        'Organisers compare what stayed of hybrid formats: which sessions people still join remotely, and why.',
        'Veranstaltende vergleichen, was von hybriden Formaten geblieben ist: welche Sessions man noch aus der Ferne besucht, und warum.',
      ),
      tags: ['panel', 'hybrid'],
      speakers: [LEE, MARTA, RAVI],
      liveDiscussion: window(seed, -DAY_MS, -DAY_MS + HOUR_MS, 'panel-hybrid'),
      thumbnail: { kind: 'live', colors: ['#4A148C', '#373F60'] },
    },
    {
      id: 'workshop-sketching',
      title: texts('Workshop: sketch the event of the future', 'Workshop: Das Event der Zukunft skizzieren', {
        fr: 'Atelier : esquisser l’événement de demain',
      }),
      description: texts(
        'A guided session on the shared whiteboard of the idea lab: bring your wildest floor plan.',
        'Eine angeleitete Session am gemeinsamen Whiteboard des Ideenlabors: Bringen Sie Ihren kühnsten Lageplan mit.',
      ),
      additionalInfo: texts(
        'Places are not limited. The whiteboard stays open after the workshop.',
        'Die Zahl der Plätze ist nicht begrenzt. Das Whiteboard bleibt nach dem Workshop offen.',
      ),
      tags: ['workshop', 'design'],
      speakers: [RAVI],
      liveDiscussion: window(seed, DAY_MS, DAY_MS + 2 * HOUR_MS, 'workshop-sketching'),
      thumbnail: { kind: 'live', colors: ['#E65100', '#F70041'] },
    },
    {
      id: 'talk-design-systems',
      title: texts('One design system, five venues', 'Ein Designsystem, fünf Veranstaltungsorte', {
        es: 'Un sistema de diseño, cinco recintos',
      }),
      description: texts(
        'Theming a venue per event without forking the app: colours, fonts and logos from the venue JSON.',
        'Ein Veranstaltungsort pro Event gestaltet, ohne die App zu forken: Farben, Schriften und Logos aus dem Venue-JSON.',
      ),
      tags: ['design', 'theming'],
      speakers: [RAVI, ADA],
      videoUrl: VIMEO_DEMO,
      thumbnail: { kind: 'video', colors: ['#0D47A1', '#7C4DFF'] },
    },
    {
      id: 'guide-overview',
      title: texts('Your event guide', 'Ihr Veranstaltungsführer', {
        fr: 'Votre guide de l’événement',
        es: 'Tu guía del evento',
      }),
      description: texts(
        'Floor plan and schedule of Atrium Summit, to read here or download.',
        'Lageplan und Programm des Atrium Summit, zum Lesen oder Herunterladen.',
        { fr: 'Plan et programme de l’Atrium Summit, à lire ou à télécharger.' },
      ),
      tags: ['guide', 'schedule'],
      speakers: [],
      assetId: 'event-guide',
      thumbnail: { kind: 'document', colors: ['#000A33', '#373F60'] },
    },
    {
      id: 'partner-packages',
      title: texts('Become a partner', 'Partner werden', { fr: 'Devenir partenaire', es: 'Hazte socio' }),
      description: texts(
        'Booths, talks and meeting rooms for our partners, with prices and the sponsorship levels.',
        'Stände, Vorträge und Besprechungsräume für unsere Partner, mit Preisen und Sponsoring-Stufen.',
      ),
      additionalInfo: texts(
        'Questions? Ask Marta in the networking lounge or in the chat.',
        'Fragen? Sprechen Sie Marta in der Networking-Lounge oder im Chat an.',
      ),
      tags: ['sponsors', 'partners'],
      speakers: [MARTA],
      assetId: 'sponsor-brochure',
      liveDiscussion: window(seed, 4 * HOUR_MS, 5 * HOUR_MS, 'partner-hour'),
      thumbnail: { kind: 'document', colors: ['#B71C1C', '#373F60'] },
    },
  ];
}

/** Where a piece's thumbnail is, among the venue's assets. */
const thumbnailId = (pieceId: string) => `thumb-${pieceId}`;

/** The expo hall board's content pieces, live windows set relative to `seed`. */
export function demoContentPieces(seed: Date) {
  return demoPieces(seed).map(({ thumbnail: _thumbnail, ...piece }) => ({
    ...piece,
    thumbnailAssetId: thumbnailId(piece.id),
  }));
}

const textIn = (text: LocalizedText, locale: string) =>
  text.find((item) => item.locale === locale)?.text ?? '';

/** A JPEG thumbnail, drawn at seed time, for each piece (the same bytes whenever it is seeded). */
export const mediaThumbnailAssets: DemoAsset[] = demoPieces(new Date(0)).map((piece) => {
  const title = textIn(piece.title, 'en');
  return {
    id: thumbnailId(piece.id),
    fileName: `${thumbnailId(piece.id)}.jpg`,
    contentType: 'image/jpeg',
    displayName: `Thumbnail: ${title}`,
    alts: localized(`Title card of “${title}”`, `Titelbild von „${textIn(piece.title, 'de')}“`),
    generate: () =>
      renderJpeg(
        thumbnailSvg({
          kind: piece.thumbnail.kind,
          title,
          byline: piece.speakers.map((speaker) => speaker.name).join(' · ') || 'Atrium Summit',
          colors: piece.thumbnail.colors,
        }),
      ),
  };
});
