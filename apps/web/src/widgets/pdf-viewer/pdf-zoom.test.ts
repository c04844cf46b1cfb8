import { describe, expect, it } from 'vitest';
import { clampPage, fitWidthScale, zoomIn, zoomOut } from './pdf-zoom';

describe('zoom steps', () => {
  it('go to the next step up or down from any scale', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(1.1)).toBe(1);
  });

  it('treat a fitted scale close to a step as that step', () => {
    expect(zoomIn(0.996)).toBe(1.25);
    expect(zoomOut(1.004)).toBe(0.75);
  });

  it('stop at the smallest and largest step', () => {
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomOut(0.1)).toBe(0.25);
  });
});

describe('fitWidthScale', () => {
  it('fills the available width within the zoom limits', () => {
    expect(fitWidthScale(600, 900)).toBe(1.5);
    expect(fitWidthScale(600, 60)).toBe(0.25);
    expect(fitWidthScale(100, 9000)).toBe(4);
    expect(fitWidthScale(0, 900)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page number within the document', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.6, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBeUndefined();
  });
});
