import { describe, expect, it } from 'vitest';
import { spotAfter, spotDuring } from './hotspot-gesture';

describe('drawing on the picture', () => {
  const draw = { kind: 'draw' as const, start: { x: 0.6, y: 0.6 } };

  it('draws a 2D box from where the drag started to the pointer', () => {
    expect(spotDuring(draw, { x: 0.2, y: 0.4 }, false)).toEqual({ x: 0.2, y: 0.4, width: 0.4, height: 0.2 });
    expect(spotAfter(draw, { x: 0.2, y: 0.4 }, false)).toEqual({ x: 0.2, y: 0.4, width: 0.4, height: 0.2 });
  });

  it('draws no box for a click on a 2D picture', () => {
    expect(spotAfter(draw, { x: 0.601, y: 0.6 }, false)).toBeUndefined();
  });

  it('places a 360° point where the pointer is released, even for a click', () => {
    expect(spotAfter(draw, { x: 0.6, y: 0.6 }, true)).toEqual({ yaw: 36, pitch: -18 });
    expect(spotDuring(draw, { x: 1, y: 0 }, true)).toEqual({ yaw: 180, pitch: 90 });
  });
});

describe('dragging a hotspot', () => {
  it('moves a 2D box by the pointer’s travel, keeping it on the picture', () => {
    const move = {
      kind: 'move' as const,
      start: { x: 0.5, y: 0.5 },
      original: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    };
    expect(spotDuring(move, { x: 0.6, y: 0.3 }, false)).toEqual({ x: 0.2, y: 0, width: 0.2, height: 0.2 });
    expect(spotAfter(move, { x: 2, y: 0.5 }, false)).toEqual({ x: 0.8, y: 0.1, width: 0.2, height: 0.2 });
  });

  it('moves a 360° point by the angle the travel stands for on the flat panorama', () => {
    const move = { kind: 'move' as const, start: { x: 0.5, y: 0.5 }, original: { yaw: 0, pitch: 0 } };
    expect(spotDuring(move, { x: 0.75, y: 0.25 }, true)).toEqual({ yaw: 90, pitch: 45 });
    expect(spotDuring(move, { x: 1, y: 0 }, true)).toEqual({ yaw: 180, pitch: 90 });
  });

  it('only selects the hotspot when it is clicked, not dragged', () => {
    const move = { kind: 'move' as const, start: { x: 0.5, y: 0.5 }, original: { yaw: 0, pitch: 0 } };
    expect(spotAfter(move, { x: 0.502, y: 0.5 }, true)).toBeUndefined();
  });

  it('resizes from the corner handle', () => {
    const resize = {
      kind: 'resize' as const,
      start: { x: 0.3, y: 0.3 },
      original: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    };
    expect(spotAfter(resize, { x: 0.5, y: 0.4 }, false)).toEqual({ x: 0.1, y: 0.1, width: 0.4, height: 0.3 });
  });
});
