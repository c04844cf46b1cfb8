// @vitest-environment jsdom
import type { ContentWidget, Venue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetUrlSigner } from '../../shared/assets/asset-url-signer';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { blockedProviderIds } from '../consent/consent-gate';
import { type ActivationContext, activateWidget } from './widget-activation';

vi.mock('../../shared/analytics/track', () => ({ trackEvent: vi.fn() }));
vi.mock('../../shared/assets/asset-url-signer', () => ({
  assetUrlSigner: { peek: vi.fn(), sign: vi.fn() },
}));

const GUIDE_URI = '/backend-assets/live/demo/guide-g1.pdf';
const SIGNED = `${GUIDE_URI}?expires=9&signature=abc`;

const venue = {
  architectures: [
    {
      id: 'demo',
      cookieBannerConfig: { type: 'DETAILED' },
      cookieProviders: [
        { id: 'session', type: 'TECHNICALLY_REQUIRED' },
        { id: 'meet', type: 'EXTERNAL_MEDIA' },
      ],
      areas: [],
    },
  ],
  assets: [{ id: 'guide', uri: GUIDE_URI, generation: 1, displayName: 'Guide', alts: [] }],
} as unknown as Venue;

const widget = (type: string, configuration: Record<string, unknown>): ContentWidget =>
  ({
    id: `w-${type.toLowerCase()}`,
    name: type,
    type,
    placements: [],
    configurations: [
      { id: 'c-1', name: 'C', cookieProviders: [], linkOpeningMode: 'NEW_TAB', ...configuration },
    ],
  }) as ContentWidget;

const meeting = (cookieProviders: string[]) =>
  widget('MEETING', {
    cookieProviders,
    displayMode: 'EMBEDDED',
    webinarOn: false,
    meetingUrl: 'https://meet.test/room',
    switches: {},
  });

function context(): ActivationContext {
  return {
    architectureId: 'demo',
    areaId: 'lobby',
    areaName: 'Lobby',
    areaNameOf: () => 'Lobby',
    navigate: vi.fn(),
    open: vi.fn(),
    selectViewpoint: vi.fn(),
    onSeen: vi.fn(),
  };
}

/** A stand-in for a tab the browser opened: where it was sent, and whether it was closed. */
function fakeTab() {
  return { opener: {}, closed: false, close: vi.fn(), location: { href: 'about:blank' } };
}

let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  useVenueStore.getState().setVenue(venue);
  useConsentStore.setState({ stored: { meet: true } });
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(assetUrlSigner.peek).mockReset();
  vi.mocked(assetUrlSigner.sign).mockReset();
  useUiStore.getState().dismissError();
});

describe('activateWidget: NEW_TAB', () => {
  it('opens a link in a new tab inside the click, cut off from the venue', () => {
    const ctx = context();
    activateWidget(widget('LINK', { url: 'https://partner.test/' }), ctx);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://partner.test/', '_blank', 'noopener,noreferrer');
    expect(ctx.open).not.toHaveBeenCalled();
  });

  it('opens a meeting on its full-screen route in a new tab', () => {
    activateWidget(meeting(['meet']), context());
    expect(open).toHaveBeenCalledExactlyOnceWith(
      '/v/demo/area-whereby-meeting/lobby/w-meeting/c-1',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shows the blocked-content notice instead of opening while a provider is not accepted', () => {
    useConsentStore.setState({ stored: { meet: false } });
    expect(blockedProviderIds(['session', 'meet'])).toEqual(['meet']);
    const ctx = context();
    const tab = fakeTab();
    activateWidget(meeting(['session', 'meet']), ctx, tab as unknown as Window);
    expect(open).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    expect(ctx.open).toHaveBeenCalledWith({
      widget: expect.objectContaining({ id: 'w-meeting' }),
      presentation: 'newTab',
    });

    // No choice stored yet blocks as well; a link with such a provider is held back too.
    useConsentStore.setState({ stored: {} });
    activateWidget(widget('LINK', { url: 'https://partner.test/', cookieProviders: ['meet'] }), ctx);
    expect(open).not.toHaveBeenCalled();
    expect(ctx.open).toHaveBeenCalledTimes(2);
  });

  it('opens a single file at once when its URL is signed already', () => {
    vi.mocked(assetUrlSigner.peek).mockReturnValue(SIGNED);
    activateWidget(widget('PDF_VIEWER', { assetId: 'guide' }), context());
    expect(open).toHaveBeenCalledExactlyOnceWith(SIGNED, '_blank', 'noopener,noreferrer');
    expect(assetUrlSigner.sign).not.toHaveBeenCalled();
  });

  it('opens an empty tab inside the click for a file still to be signed, and sends it on', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    vi.mocked(assetUrlSigner.sign).mockResolvedValue(SIGNED);
    activateWidget(widget('AUDIO', { assetId: 'guide' }), context());
    // Synchronously, before the signing answered.
    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(assetUrlSigner.sign).toHaveBeenCalledWith(GUIDE_URI);
    await vi.waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${SIGNED}`));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the empty tab and reports the content problem when the file cannot be signed', async () => {
    const tab = fakeTab();
    vi.mocked(assetUrlSigner.sign).mockRejectedValue(new Error('403'));
    activateWidget(widget('DOWNLOAD', { assetIds: ['guide'] }), context(), tab as unknown as Window);
    expect(open).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(useUiStore.getState().error).toMatchObject({ hasErrors: true, code: 'WIDGET_ERROR' });
  });

  it('offers several files as links in a dialog', () => {
    const ctx = context();
    activateWidget(widget('DOWNLOAD', { assetIds: ['guide', 'logo'] }), ctx);
    expect(open).not.toHaveBeenCalled();
    expect(ctx.open).toHaveBeenCalledWith(expect.objectContaining({ presentation: 'newTab' }));
  });

  it('uses the empty tab of an early click, and closes it when nothing opens in a tab', () => {
    const tab = fakeTab();
    activateWidget(widget('LINK', { url: 'https://partner.test/' }), context(), tab as unknown as Window);
    expect(open).not.toHaveBeenCalled();
    expect(tab.location.href).toBe('https://partner.test/');

    const other = fakeTab();
    const ctx = context();
    activateWidget(
      widget('LINK', { url: 'https://partner.test/', linkOpeningMode: 'OVERLAY_DIALOG' }),
      ctx,
      other as unknown as Window,
    );
    expect(other.close).toHaveBeenCalled();
    expect(ctx.open).toHaveBeenCalledWith(expect.objectContaining({ presentation: 'overlay' }));
  });
});

describe('activateWidget: in this tab', () => {
  it('goes to the full-screen meeting route for the FULL_SCREEN display mode', () => {
    const ctx = context();
    activateWidget(
      widget('MEETING', {
        linkOpeningMode: 'EMBEDDED',
        displayMode: 'FULL_SCREEN',
        webinarOn: false,
        meetingUrl: 'https://meet.test/room',
        switches: {},
      }),
      ctx,
    );
    expect(ctx.navigate).toHaveBeenCalledWith('/v/demo/area-whereby-meeting/lobby/w-meeting/c-1');
    expect(open).not.toHaveBeenCalled();
  });
});
