import { type Architecture, type Venue, validateVenue } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { providerFixture as provider, cookiesVenue as venue } from './cookies-venue.fixtures';
import {
  findProviderReferences,
  referencesRemovedWith,
  removeCookieProvider,
  renameCookieProvider,
} from './provider-references';

const architectureOf = (v: Venue): Architecture => v.architectures[0] as Architecture;
const providersNamed = (a: Architecture) =>
  [...a.globalWidgets, ...a.areas.flatMap((area) => area.contentWidgets)].flatMap((widget) =>
    widget.configurations.map(
      (configuration) => `${configuration.id}:${configuration.cookieProviders.join(',')}`,
    ),
  );

describe('references to a cookie provider', () => {
  it('are the configurations naming it, global and in areas, with where they are', () => {
    const references = findProviderReferences(architectureOf(venue()), 'vimeo');
    expect(references.map((reference) => reference.configuration.id)).toEqual(['help-2', 'stage-1', 'map-1']);
    expect(references[0]).toMatchObject({
      widget: { id: 'help', name: 'Widget help' },
      path: ['globalWidgets', 0, 'configurations', 1],
    });
    expect(references[0]?.area).toBeUndefined();
    expect(references[1]).toMatchObject({
      area: { id: 'hall', names: [{ locale: 'en', text: 'Main hall' }] },
      path: ['areas', 0, 'contentWidgets', 0, 'configurations', 0],
    });
    expect(findProviderReferences(architectureOf(venue()), 'nobody')).toEqual([]);
  });
});

describe('removing a cookie provider', () => {
  it('takes its id out of every configuration, so the venue stays valid', () => {
    const draft = venue();
    removeCookieProvider(architectureOf(draft), 0);
    expect(architectureOf(draft).cookieProviders.map((p) => p.id)).toEqual(['whereby', 'maps']);
    expect(providersNamed(architectureOf(draft))).toEqual([
      'help-1:whereby',
      'help-2:whereby',
      'stage-1:',
      'stage-2:',
      'map-1:maps',
    ]);
    expect(validateVenue(draft).ok).toBe(true);
  });

  it('warns of the references it takes away', () => {
    const references = referencesRemovedWith(architectureOf(venue()), 2);
    expect(references.map((reference) => reference.configuration.id)).toEqual(['map-1']);
    expect(referencesRemovedWith(architectureOf(venue()), 9)).toEqual([]);
  });

  it('leaves the references alone while another provider still has the id', () => {
    const draft = venue();
    architectureOf(draft).cookieProviders.push(provider('vimeo'));
    expect(referencesRemovedWith(architectureOf(draft), 0)).toEqual([]);
    removeCookieProvider(architectureOf(draft), 0);
    expect(providersNamed(architectureOf(draft))).toContain('stage-1:vimeo');
    expect(validateVenue(draft).ok).toBe(true);
  });

  it('does nothing for an index that is not there', () => {
    const draft = venue();
    removeCookieProvider(architectureOf(draft), 7);
    expect(draft).toEqual(venue());
  });
});

describe('renaming a cookie provider', () => {
  it('renames it in every configuration too', () => {
    const draft = venue();
    expect(renameCookieProvider(architectureOf(draft), 0, 'vimeo-video')).toBe(true);
    expect(architectureOf(draft).cookieProviders[0]?.id).toBe('vimeo-video');
    expect(providersNamed(architectureOf(draft))).toEqual([
      'help-1:whereby',
      'help-2:vimeo-video,whereby',
      'stage-1:vimeo-video',
      'stage-2:',
      'map-1:maps,vimeo-video',
    ]);
    expect(validateVenue(draft).ok).toBe(true);
  });

  it('refuses an id another provider has', () => {
    const draft = venue();
    expect(renameCookieProvider(architectureOf(draft), 0, 'maps')).toBe(false);
    expect(draft).toEqual(venue());
  });

  it('leaves the references with the other provider when resolving a duplicate id', () => {
    const draft = venue();
    architectureOf(draft).cookieProviders.push(provider('vimeo'));
    expect(renameCookieProvider(architectureOf(draft), 3, 'vimeo-2')).toBe(true);
    expect(architectureOf(draft).cookieProviders.map((p) => p.id)).toEqual([
      'vimeo',
      'whereby',
      'maps',
      'vimeo-2',
    ]);
    expect(providersNamed(architectureOf(draft))).toContain('stage-1:vimeo');
    expect(validateVenue(draft).ok).toBe(true);
  });
});
