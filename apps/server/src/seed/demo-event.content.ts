// Texts shared by the demo venue JSON and the generated event guide, so both tell the same story.

export type LocalizedText = { locale: string; text: string }[];

export function localized(en: string, de: string): LocalizedText {
  return [
    { locale: 'en', text: en },
    { locale: 'de', text: de },
  ];
}

export const DEMO_EVENT = {
  name: 'Atrium Summit',
  dates: '2026',
  organiser: 'Atrium Events Ltd.',
} as const;

export type DemoAreaText = { id: string; names: LocalizedText; descriptions: LocalizedText };

export const DEMO_AREA_TEXTS = {
  lobby: {
    id: 'lobby',
    names: localized('Lobby', 'Foyer'),
    descriptions: localized(
      'Welcome desk, event guide, a welcome message and the doors to every hall.',
      'Empfang, Veranstaltungsführer, eine Begrüßung und die Türen zu allen Hallen.',
    ),
  },
  auditorium: {
    id: 'auditorium',
    names: localized('Auditorium', 'Auditorium'),
    descriptions: localized(
      'Keynotes and the main stage, streamed live.',
      'Keynotes und die Hauptbühne, live übertragen.',
    ),
  },
  expoHall: {
    id: 'expo-hall',
    names: localized('Expo hall', 'Ausstellungshalle'),
    descriptions: localized(
      'Talks on demand, the social wall, the idea lab and downloads, in 360 degrees.',
      'Vorträge auf Abruf, die Social Wall, das Ideenlabor und Downloads, in 360 Grad.',
    ),
  },
  lounge: {
    id: 'lounge',
    names: localized('Networking lounge', 'Networking-Lounge'),
    descriptions: localized(
      'Meet other attendees, sketch ideas together and visit our partner.',
      'Treffen Sie andere Teilnehmende, skizzieren Sie gemeinsam Ideen und besuchen Sie unseren Partner.',
    ),
  },
  backstage: {
    id: 'backstage',
    names: localized('Backstage', 'Backstage'),
    descriptions: localized(
      'Speakers only: the green room and the speaker notes on the lectern. Not on the floor plan.',
      'Nur für Vortragende: der Green Room und die Notizen am Rednerpult. Nicht auf dem Lageplan.',
    ),
  },
} satisfies Record<string, DemoAreaText>;

export const DEMO_SCHEDULE: { time: string; title: string; where: string }[] = [
  { time: '09:00', title: 'Doors open, coffee in the networking lounge', where: 'Networking lounge' },
  { time: '10:00', title: 'Opening keynote: Spaces that bring people together', where: 'Auditorium' },
  { time: '11:15', title: 'Scaling realtime presence', where: 'Expo hall' },
  { time: '12:30', title: 'Lunch break and sponsor booths', where: 'Expo hall' },
  { time: '14:00', title: 'Accessible virtual events', where: 'Auditorium' },
  { time: '15:00', title: 'Live discussion: consent people understand', where: 'Expo hall' },
  { time: '16:30', title: 'Idea lab: sketch the event of the future', where: 'Networking lounge' },
  { time: '17:30', title: 'Closing words and farewell', where: 'Auditorium' },
];
