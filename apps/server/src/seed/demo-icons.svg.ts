import { BRAND } from './svg-render.helper';

export type DemoIconKind =
  | 'meeting'
  | 'door'
  | 'whiteboard'
  | 'media'
  | 'pdf'
  | 'audio'
  | 'download'
  | 'people'
  | 'social';

const GLYPHS: Record<DemoIconKind, { title: string; body: string }> = {
  meeting: {
    title: 'Meeting',
    body: '<rect x="14" y="22" width="24" height="20" rx="3"/><path d="M38 29 L49 22 V42 L38 35 Z"/>',
  },
  door: {
    title: 'Door',
    body: '<rect x="22" y="13" width="20" height="36" rx="1"/><path d="M15 49 H49"/><circle cx="37" cy="32" r="1.5" fill="#FFFFFF"/>',
  },
  whiteboard: {
    title: 'Whiteboard',
    body: '<rect x="13" y="15" width="38" height="25" rx="2"/><path d="M20 30 q5 -8 10 0 t10 0 M25 40 L20 50 M39 40 L44 50"/>',
  },
  media: {
    title: 'Media',
    body: '<rect x="13" y="18" width="38" height="27" rx="3"/><path d="M28 25 L39 31.5 L28 38 Z" fill="#FFFFFF"/>',
  },
  pdf: {
    title: 'PDF document',
    body: '<path d="M20 12 H36 L44 20 V52 H20 Z M36 12 V20 H44 M25 30 H39 M25 36 H39 M25 42 H33"/>',
  },
  audio: {
    title: 'Audio',
    body: '<path d="M15 26 H22 L31 18 V46 L22 38 H15 Z M37 25 q5 7 0 14 M42 20 q9 12 0 24"/>',
  },
  download: {
    title: 'Download',
    body: '<path d="M32 13 V38 M23 29 L32 38 L41 29 M18 48 H46"/>',
  },
  people: {
    title: 'People',
    body: '<circle cx="25" cy="24" r="6"/><path d="M13 46 q12 -17 24 0"/><circle cx="43" cy="27" r="5"/><path d="M37 44 q7.5 -13 15 0"/>',
  },
  social: {
    title: 'Social wall',
    body: '<path d="M15 17 H49 V40 H30 L22 48 V40 H15 Z M22 26 H42 M22 32 H36"/>',
  },
};

export const DEMO_ICON_KINDS = Object.keys(GLYPHS) as DemoIconKind[];

/** A small, script-free icon: a brand-coloured disc with a white line glyph. */
export function iconSvg(kind: DemoIconKind): string {
  const { title, body } = GLYPHS[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"><title>${title}</title><circle cx="32" cy="32" r="30" fill="${BRAND.primary}"/><g fill="none" stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;
}
