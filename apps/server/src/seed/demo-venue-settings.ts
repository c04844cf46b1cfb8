import { localized } from './demo-event.content';

export const DEMO_STYLE = {
  primary: '#F70041',
  secondary: '#373F60',
  accent: '#00B8D4',
  error: '#FF5252',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FB8C00',
  surface: '#0B1545',
  text: '#FFFFFF',
  background: '#000A33',
  logoAssetId: 'logo',
};

export const DEMO_ICONS = [
  { type: 'MEETING', assetId: 'icon-meeting' },
  { type: 'LINK', assetId: 'icon-door' },
  { type: 'WHITEBOARD', assetId: 'icon-whiteboard' },
  { type: 'MEDIA_BOARD', assetId: 'icon-media' },
  { type: 'PDF_VIEWER', assetId: 'icon-pdf' },
  { type: 'AUDIO', assetId: 'icon-audio' },
  { type: 'DOWNLOAD', assetId: 'icon-download' },
  { type: 'PRESENCE_LIST', assetId: 'icon-people' },
  { type: 'SOCIAL_WALL', assetId: 'icon-social' },
];

export const DEMO_IMPRESS = localized(
  '<h2>Imprint</h2><p>Atrium Events Ltd., 1 Atrium Square, Springfield.</p><p>Managing director: Alex Example. Contact: hello@atrium.example</p>',
  '<h2>Impressum</h2><p>Atrium Events GmbH, Atriumplatz 1, Springfield.</p><p>Geschäftsführung: Alex Example. Kontakt: hello@atrium.example</p>',
);

export const DEMO_PRIVACY_NOTICE = localized(
  '<h2>Privacy notice</h2><p>We process your name, e-mail address and the profile details you choose to share in order to run Atrium Summit. Embedded video meetings and videos are only loaded after you allow them.</p>',
  '<h2>Datenschutzhinweis</h2><p>Wir verarbeiten Ihren Namen, Ihre E-Mail-Adresse und die Profilangaben, die Sie teilen möchten, um den Atrium Summit durchzuführen. Eingebettete Videokonferenzen und Videos werden erst geladen, wenn Sie sie erlauben.</p>',
);

export const DEMO_COOKIE_BANNER = {
  type: 'DETAILED',
  text: localized(
    '<p>Atrium Summit embeds video meetings and videos from other providers. Choose what you allow; you can change your mind at any time under privacy preferences.</p>',
    '<p>Der Atrium Summit bindet Videokonferenzen und Videos anderer Anbieter ein. Wählen Sie, was Sie erlauben; Sie können Ihre Wahl jederzeit unter Datenschutzeinstellungen ändern.</p>',
  ),
  personalizedTrackingText: localized(
    '<p>Allow us to measure which sessions you visit, linked to your account, so we can recommend talks to you.</p>',
    '<p>Erlauben Sie uns zu messen, welche Sessions Sie besuchen, verknüpft mit Ihrem Konto, damit wir Ihnen Vorträge empfehlen können.</p>',
  ),
  styling: { backgroundColor: '#FFFFFF', textColor: '#1A1A1A' },
};

function attribute(keyEn: string, keyDe: string, valueEn: string, valueDe: string) {
  return { key: localized(keyEn, keyDe), value: localized(valueEn, valueDe) };
}

export const DEMO_COOKIE_PROVIDERS = [
  {
    id: 'venue-session',
    name: 'Atrium session',
    type: 'TECHNICALLY_REQUIRED',
    defaultProvider: false,
    attributes: [
      attribute(
        'Purpose',
        'Zweck',
        'Keeps you signed in to the venue',
        'Hält Sie am Veranstaltungsort angemeldet',
      ),
      attribute('Storage duration', 'Speicherdauer', 'Until you log out', 'Bis Sie sich abmelden'),
    ],
  },
  {
    id: 'whereby',
    name: 'Whereby',
    type: 'EXTERNAL_MEDIA',
    defaultProvider: false,
    attributes: [
      attribute(
        'Purpose',
        'Zweck',
        'Video meetings embedded in the venue',
        'In den Veranstaltungsort eingebettete Videokonferenzen',
      ),
      attribute(
        'Provider',
        'Anbieter',
        'Video Communication Services AS, Norway',
        'Video Communication Services AS, Norwegen',
      ),
    ],
  },
  {
    id: 'vimeo',
    name: 'Vimeo',
    type: 'EXTERNAL_MEDIA',
    defaultProvider: true,
    attributes: [
      attribute('Purpose', 'Zweck', 'Background and on-demand videos', 'Hintergrund- und Abrufvideos'),
      attribute('Provider', 'Anbieter', 'Vimeo.com, Inc., USA', 'Vimeo.com, Inc., USA'),
    ],
  },
  {
    id: 'vimeo-live',
    name: 'Vimeo Livestream',
    type: 'EXTERNAL_MEDIA',
    defaultProvider: true,
    attributes: [
      attribute('Purpose', 'Zweck', 'Live streams of the main stage', 'Livestreams der Hauptbühne'),
    ],
  },
];

export const DEMO_USER_PROFILE_ATTRIBUTES = [
  { key: 'name', type: 'TEXT', required: true, private: false, label: localized('Name', 'Name') },
  { key: 'company', type: 'TEXT', required: false, private: false, label: localized('Company', 'Firma') },
  { key: 'title', type: 'TEXT', required: false, private: false, label: localized('Job title', 'Position') },
  {
    key: 'socialMediaProfile',
    type: 'URL',
    required: false,
    private: false,
    label: localized('Social media profile', 'Social-Media-Profil'),
  },
  {
    key: 'openForNetworking',
    type: 'BOOLEAN',
    required: false,
    private: false,
    label: localized('Open for networking', 'Offen für Networking'),
  },
  {
    key: 'dietaryNeeds',
    type: 'TEXT',
    required: false,
    private: true,
    label: localized('Dietary needs (private)', 'Ernährungswünsche (privat)'),
  },
];

/** Every on/off switch of the meeting embed, as the example venue sets them. */
export const ALL_MEETING_SWITCHES = {
  audio: true,
  video: true,
  chat: true,
  people: true,
  screenShare: true,
  leaveButton: true,
  participantCount: true,
  timer: false,
  breakout: false,
  background: true,
  logo: false,
  locking: false,
  settingsButton: true,
  pipButton: true,
  lowData: false,
  moreButton: true,
  preCallReview: true,
  roomIntegrations: false,
  subGridLabels: true,
  autoSpotlight: false,
  skipMediaPermissionPrompt: false,
  floatSelf: false,
};

export const DEMO_GLOBAL_WIDGETS = [
  {
    id: 'help-desk',
    name: 'Help desk',
    type: 'MEETING',
    placements: [],
    configurations: [
      {
        id: 'help-desk-always',
        name: 'Help desk',
        cookieProviders: ['whereby'],
        linkOpeningMode: 'OVERLAY_DIALOG',
        displayMode: 'EMBEDDED_DIALOG',
        webinarOn: false,
        meetingUrl: 'https://example.whereby.com/atrium-help-desk',
        switches: { chat: true, people: true, screenShare: false, leaveButton: true },
      },
    ],
  },
];
