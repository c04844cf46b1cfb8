// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { door } from './areas-test.fixture';
import { HotspotCanvas, type HotspotCanvasProps } from './hotspot-canvas';
import type { Hotspot } from './hotspot-edits';

const flat = door('door', 'hall', [{ viewpointId: 'v', x: 0.1, y: 0.2, width: 0.3, height: 0.4 }]);
const sphere = door('sphere', 'hall', [{ viewpointId: 'v', yaw: 10, pitch: 20 }]);
const hotspotOf = (widget: typeof flat): Hotspot => ({
  widget,
  index: 0,
  placement: widget.placements[0]!,
  path: ['architectures', 0, 'areas', 0, 'contentWidgets', 0, 'placements', 0],
});

function setup(overrides: Partial<HotspotCanvasProps> = {}) {
  const props: HotspotCanvasProps = {
    panorama: false,
    assetId: undefined,
    label: 'Picture',
    hotspots: [hotspotOf(flat)],
    globalIds: new Set(),
    drawing: true,
    selectedKey: undefined,
    describedBy: 'hint',
    onSelect: vi.fn(),
    onDraw: vi.fn(),
    onMove: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
  return { props, view: render(createElement(HotspotCanvas, props), '/studio/areas/lobby') };
}

/** A pointer event as the browser sends it, at a point of the 1000×500 picture. */
function pointer(target: Element, type: string, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  act(() => void target.dispatchEvent(event));
}

const key = (target: Element, init: KeyboardEventInit) =>
  act(
    () =>
      void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })),
  );

describe('the hotspot canvas', () => {
  const views: (() => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    Element.prototype.setPointerCapture = vi.fn();
    Element.prototype.hasPointerCapture = vi.fn(() => true);
    Element.prototype.releasePointerCapture = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 500 }),
    );
  });
  afterEach(() => {
    for (const unmount of views.splice(0)) unmount();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('labels each hotspot with its widget’s name and the key help, as a button', async () => {
    const { view } = setup();
    const { container, unmount } = await view;
    views.push(unmount);
    const hotspot = container.querySelector('[data-testid="hotspot-door"]')!;
    expect(hotspot.tagName).toBe('BUTTON');
    expect(hotspot.getAttribute('aria-label')).toBe('Door door');
    expect(hotspot.getAttribute('aria-describedby')).toBe('hint');
  });

  it('moves a focused hotspot 1 % per arrow key, 10 % with Shift, and removes it with Delete', async () => {
    const { props, view } = setup();
    const { container, unmount } = await view;
    views.push(unmount);
    const hotspot = container.querySelector('[data-testid="hotspot-door"]')!;
    key(hotspot, { key: 'ArrowRight' });
    key(hotspot, { key: 'ArrowUp', shiftKey: true });
    key(hotspot, { key: 'Delete' });
    const [hotspotArg] = props.hotspots;
    expect(props.onMove).toHaveBeenNthCalledWith(
      1,
      hotspotArg,
      { x: 0.11, y: 0.2, width: 0.3, height: 0.4 },
      true,
    );
    expect(props.onMove).toHaveBeenNthCalledWith(
      2,
      hotspotArg,
      { x: 0.1, y: 0.1, width: 0.3, height: 0.4 },
      true,
    );
    expect(props.onRemove).toHaveBeenCalledWith(hotspotArg);
  });

  it('turns a 360° hotspot by degrees', async () => {
    const { props, view } = setup({ panorama: true, hotspots: [hotspotOf(sphere)] });
    const { container, unmount } = await view;
    views.push(unmount);
    key(container.querySelector('[data-testid="hotspot-sphere"]')!, { key: 'ArrowLeft', shiftKey: true });
    expect(props.onMove).toHaveBeenCalledWith(props.hotspots[0], { yaw: 0, pitch: 20 }, true);
  });

  it('draws a box by dragging on the picture, committed once on release', async () => {
    const { props, view } = setup();
    const { container, unmount } = await view;
    views.push(unmount);
    const surface = container.querySelector('[data-testid="hotspot-canvas"]')!;
    pointer(surface, 'pointerdown', 500, 250);
    pointer(surface, 'pointermove', 600, 300);
    pointer(surface, 'pointermove', 700, 400);
    expect(container.querySelector('[data-testid="hotspot-drawing"]')).not.toBeNull();
    expect(props.onDraw).not.toHaveBeenCalled();
    pointer(surface, 'pointerup', 700, 400);
    expect(props.onDraw).toHaveBeenCalledTimes(1);
    expect(props.onDraw).toHaveBeenCalledWith({ x: 0.5, y: 0.5, width: 0.2, height: 0.3 });
  });

  it('places a 360° point where a drag on the empty panorama is released', async () => {
    const { props, view } = setup({ panorama: true, hotspots: [] });
    const { container, unmount } = await view;
    views.push(unmount);
    const surface = container.querySelector('[data-testid="hotspot-canvas"]')!;
    pointer(surface, 'pointerdown', 300, 250);
    pointer(surface, 'pointermove', 500, 220);
    pointer(surface, 'pointermove', 750, 200);
    expect(container.querySelector('[data-testid="hotspot-drawing"]')).not.toBeNull();
    pointer(surface, 'pointerup', 750, 200);
    expect(props.onDraw).toHaveBeenCalledTimes(1);
    expect(props.onDraw).toHaveBeenCalledWith({ yaw: 90, pitch: 18 });
  });

  it('moves a hotspot by dragging it, and only selects it on a click', async () => {
    const { props, view } = setup();
    const { container, unmount } = await view;
    views.push(unmount);
    const hotspot = container.querySelector('[data-testid="hotspot-door"]')!;
    const surface = container.querySelector('[data-testid="hotspot-canvas"]')!;
    pointer(hotspot, 'pointerdown', 200, 200);
    pointer(surface, 'pointerup', 200, 200);
    expect(props.onSelect).toHaveBeenCalledWith('door:0');
    expect(props.onMove).not.toHaveBeenCalled();
    pointer(hotspot, 'pointerdown', 200, 200);
    pointer(surface, 'pointermove', 300, 150);
    pointer(surface, 'pointerup', 300, 150);
    expect(props.onMove).toHaveBeenCalledTimes(1);
    expect(props.onMove).toHaveBeenCalledWith(props.hotspots[0], { x: 0.2, y: 0.1, width: 0.3, height: 0.4 });
    expect(props.onDraw).not.toHaveBeenCalled();
  });
});
