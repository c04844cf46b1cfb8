// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { refreshDevices } from './call-media';
import { useDeviceChanges } from './use-device-changes';

vi.mock('./call-media', () => ({ refreshDevices: vi.fn(async () => undefined) }));

function Probe({ active }: { active: boolean }) {
  useDeviceChanges(active);
  return null;
}

describe('device changes', () => {
  let devices: EventTarget & { addEventListener: ReturnType<typeof vi.fn> };
  const views: (() => void)[] = [];

  beforeEach(() => {
    const target = new EventTarget();
    devices = Object.assign(target, { addEventListener: vi.fn(target.addEventListener.bind(target)) });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: devices });
    vi.mocked(refreshDevices).mockClear();
  });
  afterEach(() => {
    for (const unmount of views.splice(0)) unmount();
    vi.unstubAllGlobals();
  });

  it('are not watched without a call, so the browser does not start watching the devices', async () => {
    views.push((await render(createElement(Probe, { active: false }))).unmount);
    expect(devices.addEventListener).not.toHaveBeenCalled();
    devices.dispatchEvent(new Event('devicechange'));
    expect(refreshDevices).not.toHaveBeenCalled();
  });

  it('refresh the device list during a call, and no longer once it has ended', async () => {
    const view = await render(createElement(Probe, { active: true }));
    devices.dispatchEvent(new Event('devicechange'));
    expect(refreshDevices).toHaveBeenCalledOnce();
    view.unmount();
    devices.dispatchEvent(new Event('devicechange'));
    expect(refreshDevices).toHaveBeenCalledOnce();
  });
});
