import type { Venue } from '@atrium/domain';
import type { ComponentType } from 'react';

/** What every studio section gets: the loaded draft's architecture and venue. */
export type SectionProps = { architectureId: string; venue: Venue };

type SectionModule = { Section: ComponentType<SectionProps> };

/**
 * The studio's sections in the order of its navigation; each its own chunk, loaded when opened.
 * `/studio/<id>/<item?>`: the item (an area id, a widget id) is the section's to read.
 */
export const studioSections = {
  overview: () => import('../overview/overview-section') as Promise<SectionModule>,
  areas: () => import('../areas/areas-section') as Promise<SectionModule>,
  widgets: () => import('../widgets/global-widgets-section') as Promise<SectionModule>,
  navigation: () => import('../navigation/navigation-section') as Promise<SectionModule>,
  style: () => import('../style/style-section') as Promise<SectionModule>,
  legal: () => import('../legal/legal-section') as Promise<SectionModule>,
  cookies: () => import('../cookies/cookies-section') as Promise<SectionModule>,
  profile: () => import('../profile-attributes/profile-attributes-section') as Promise<SectionModule>,
  login: () => import('../login/login-section') as Promise<SectionModule>,
  registrations: () => import('../registrations/registrations-section') as Promise<SectionModule>,
} satisfies Record<string, () => Promise<SectionModule>>;

export type SectionId = keyof typeof studioSections;

export const sectionIds = Object.keys(studioSections) as SectionId[];

export const isSectionId = (value: string | undefined): value is SectionId =>
  value !== undefined && value in studioSections;

export const studioPath = (section: SectionId = 'overview', item?: string) =>
  `/studio/${section}${item ? `/${encodeURIComponent(item)}` : ''}`;
