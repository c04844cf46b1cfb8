import { describe, expect, it } from 'vitest';
import { providerIdFromName, providerIdProblem, slugOf } from './provider-id';

describe('cookie provider ids', () => {
  it('are made from the name', () => {
    expect(slugOf('Vimeo Livestream')).toBe('vimeo-livestream');
    expect(slugOf('  Café — Média!  ')).toBe('cafe-media');
    expect(providerIdFromName('YouTube', [])).toBe('youtube');
  });

  it('fall back to a generic id when the name has no letters or digits', () => {
    expect(providerIdFromName('!!!', [])).toBe('provider');
    expect(providerIdFromName('', ['provider'])).toBe('provider-2');
  });

  it('stay unique among the ids taken', () => {
    expect(providerIdFromName('Vimeo', ['vimeo'])).toBe('vimeo-2');
    expect(providerIdFromName('Vimeo', ['vimeo', 'vimeo-2', 'vimeo-3'])).toBe('vimeo-4');
    expect(providerIdFromName('Vimeo', ['vimeo-2'])).toBe('vimeo');
  });

  it('tell why an id cannot be used', () => {
    expect(providerIdProblem('', [])).toBe('empty');
    expect(providerIdProblem('   ', [])).toBe('empty');
    expect(providerIdProblem('vimeo', ['vimeo'])).toBe('taken');
    expect(providerIdProblem(' vimeo ', ['vimeo'])).toBe('taken');
    expect(providerIdProblem('vimeo-live', ['vimeo'])).toBeUndefined();
  });
});
