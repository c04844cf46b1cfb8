import AxeBuilder from '@axe-core/playwright';
import { chromiumFlags, chromiumPath } from '../../../bench/support/chromium.mjs';
import { PIA, peopleOfEachTest, QUINN, ROSA, type Visitor } from './support/attendees';
import { WCAG_22_AA_RULES } from './support/axe';
import { activeUser, expectChatOnline, openChat, startChatWith, uniqueTag } from './support/chat';
import { saveScreen } from './support/screens';
import { expect, type Page, test } from './support/test';

// Chromium's own camera and microphone (a test picture and a beep), granted without asking, and
// WebRTC between two pages of this machine (loopback candidates): for this spec only.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  },
});

const { visit } = peopleOfEachTest([PIA, QUINN, ROSA]);

/** axe (WCAG 2.2 A and AA) on one part of the page: no serious or critical violation. */
async function expectAxeClean(page: Page, selector: string) {
  const rules = Object.fromEntries(WCAG_22_AA_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).include(selector).options({ rules }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Keeps every RTCPeerConnection the page makes in `window.__peers`, so the spec can read their
 * statistics (the app itself exposes none).
 */
function keepPeerConnections() {
  const Original = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
  window.RTCPeerConnection = class extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      peers.push(this);
    }
  };
}

/** Bytes received so far, by kind, over the page's open peer connections (inbound-rtp stats). */
function bytesReceived(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    const total = { audio: 0, video: 0, open: 0 };
    for (const peer of peers) {
      if (peer.connectionState === 'closed') continue;
      total.open += 1;
      const stats = await peer.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video')) {
          total[report.kind] += report.bytesReceived ?? 0;
        }
      });
    }
    return total;
  });
}

/** Media flows in: audio and video bytes received, and more of both a moment later. */
async function expectMediaFlowing(page: Page, who: string, peers = 1) {
  await expect
    .poll(
      async () => {
        const { audio, video } = await bytesReceived(page);
        return audio > 0 && video > 0;
      },
      { timeout: 20_000, message: `${who} receives audio and video` },
    )
    .toBe(true);
  const before = await bytesReceived(page);
  await expect
    .poll(
      async () => {
        const now = await bytesReceived(page);
        return now.audio > before.audio && now.video > before.video;
      },
      { timeout: 10_000, message: `${who} keeps receiving audio and video` },
    )
    .toBe(true);
  expect(before.open).toBe(peers);
}

/** The other participant's tile shows moving pictures: its video has a size and its time advances. */
async function expectRemoteVideo(page: Page, name: string) {
  const tile = page.getByTestId('video-tile-remote').filter({ hasText: name });
  await expect(tile).toBeVisible();
  const video = tile.locator('video');
  // Frames come: the picture shows, not the initials that stand in without one.
  await expect(tile).toHaveAttribute('data-picture', 'on', { timeout: 20_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(at);
}

test('a private video call: ring, accept, both see and hear each other, then hung up', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  for (const visitor of [pia, quinn]) {
    await visitor.page.addInitScript(keepPeerConnections);
    await visitor.page.reload();
    await expect(visitor.page.getByTestId('area-name')).toBeVisible();
  }

  await test.step('Pia opens the private chat with Quinn and starts a call from its header', async () => {
    await openChat(pia.page);
    await expectChatOnline(pia.page);
    await startChatWith(pia.page, QUINN.name);
    await pia.page.getByRole('button', { name: 'Start video call' }).click();
    const callWindow = pia.page.getByRole('dialog', { name: 'Video call' });
    await expect(callWindow).toBeVisible();
    await expect(callWindow.getByRole('status')).toHaveText(`Calling ${QUINN.name}…`);
    await expect(callWindow.getByTestId('video-tile-remote')).toContainText('ringing');
  });

  await test.step('Quinn hears it ring and accepts', async () => {
    const ring = quinn.page.getByRole('dialog', { name: 'Incoming video call' });
    await expect(ring).toBeVisible({ timeout: 15_000 });
    await expect(ring).toContainText(`${PIA.name} is calling you.`);
    await expect(ring.getByRole('button', { name: 'Accept' })).toBeFocused();
    await saveScreen(quinn.page, 'video-call-incoming');
    await expectAxeClean(quinn.page, '[data-testid="video-incoming"]');
    await ring.getByRole('button', { name: 'Accept' }).click();
    await expect(ring).toBeHidden();
    await expect(quinn.page.getByRole('dialog', { name: 'Video call' })).toBeVisible();
  });

  await test.step('both see the other, and getStats shows audio and video arriving on both sides', async () => {
    await expectRemoteVideo(pia.page, QUINN.name);
    await expectRemoteVideo(quinn.page, PIA.name);
    await expectMediaFlowing(pia.page, PIA.name);
    await expectMediaFlowing(quinn.page, QUINN.name);
    for (const visitor of [pia, quinn]) {
      await expect(visitor.page.getByRole('dialog', { name: 'Video call' }).getByRole('status')).toHaveText(
        '2 people in the call',
      );
    }
    await saveScreen(pia.page, 'video-call-desktop');
    await saveScreen(quinn.page, 'video-call-desktop-callee');
    await expectAxeClean(pia.page, '[data-testid="video-call-window"]');
  });

  await test.step('the controls are named buttons that say their state; camera off and on shows on the other side', async () => {
    const controls = pia.page.getByRole('toolbar', { name: 'Call controls' });
    const piaAtQuinn = quinn.page.getByTestId('video-tile-remote').filter({ hasText: PIA.name });
    await controls.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(controls.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(piaAtQuinn).toHaveAttribute('data-picture', 'off');
    await controls.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(piaAtQuinn).toHaveAttribute('data-picture', 'on');
    await controls.getByRole('button', { name: 'Mute microphone' }).click();
    await expect(controls.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await controls.getByRole('button', { name: 'Unmute microphone' }).click();
    await expect(controls.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  await test.step('Pia hangs up: both windows close', async () => {
    await pia.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(pia.page.getByTestId('video-call-window')).toHaveCount(0);
    await expect(quinn.page.getByTestId('video-call-window')).toHaveCount(0);
    await expect(quinn.page.getByTestId('video-notice')).toHaveText('The call has ended.');
    expect((await bytesReceived(pia.page)).open).toBe(0);
    expect((await bytesReceived(quinn.page)).open).toBe(0);
  });
});

test('on a phone the call fills the screen; a declined call closes with a note to the caller', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const pia = await visit(browser, testInfo, PIA, { viewport: 'mobile' });
  const quinn = await visit(browser, testInfo, QUINN);

  await openChat(pia.page);
  await expectChatOnline(pia.page);
  await startChatWith(pia.page, QUINN.name);
  await pia.page.getByRole('button', { name: 'Start video call' }).click();
  const callWindow = pia.page.getByRole('dialog', { name: 'Video call' });
  await expect(callWindow).toHaveAttribute('data-mode', 'full');
  const box = await callWindow.boundingBox();
  const screen = await pia.page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  expect(box).toEqual({ x: 0, y: 0, ...screen });
  await expect(callWindow.getByRole('status')).toHaveText(`Calling ${QUINN.name}…`);
  await expect(callWindow.getByTestId('video-tile-local').locator('video')).toBeVisible();
  await saveScreen(pia.page, 'video-call-mobile-ringing');

  const ring = quinn.page.getByRole('dialog', { name: 'Incoming video call' });
  await ring.getByRole('button', { name: 'Decline' }).click();
  await expect(ring).toBeHidden();
  await expect(pia.page.getByTestId('video-call-window')).toHaveCount(0);
  await expect(pia.page.getByTestId('video-notice')).toHaveText(`The call was declined: ${QUINN.name}.`);
  await expect(quinn.page.getByTestId('video-call-window')).toHaveCount(0);
});

/** The visitor's page, reloaded with its peer connections kept for the spec. */
async function watchingPeers(visitor: Visitor) {
  await visitor.page.addInitScript(keepPeerConnections);
  await visitor.page.reload();
  await expect(visitor.page.getByTestId('area-name')).toBeVisible();
}

test('a group call of three: a mesh, everyone sees both others; it goes on when one leaves', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const rosa = await visit(browser, testInfo, ROSA);
  for (const visitor of [pia, quinn, rosa]) await watchingPeers(visitor);

  await test.step('Pia makes a channel with Quinn and Rosa and calls it', async () => {
    const panel = await openChat(pia.page);
    await expectChatOnline(pia.page);
    await expect(activeUser(pia.page, ROSA.name)).toBeVisible();
    await panel.getByRole('list', { name: 'Group chats' }).getByRole('button', { name: 'New' }).click();
    const dialog = pia.page.getByRole('dialog', { name: 'New group channel' });
    await dialog.getByRole('textbox', { name: 'Channel name' }).fill(`Call ${uniqueTag()}`);
    const users = dialog.getByRole('list', { name: 'Attendees' });
    await users.getByRole('checkbox', { name: QUINN.name }).click();
    await users.getByRole('checkbox', { name: ROSA.name }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await pia.page.getByRole('button', { name: 'Start video call' }).click();
    await expect(pia.page.getByRole('dialog', { name: 'Video call' }).getByRole('status')).toHaveText(
      `Calling ${[QUINN.name, ROSA.name].sort().join(', ')}…`,
    );
  });

  await test.step('Quinn, then Rosa accept', async () => {
    for (const visitor of [quinn, rosa]) {
      const ring = visitor.page.getByRole('dialog', { name: 'Incoming video call' });
      await expect(ring).toContainText(`${PIA.name} is calling you and 1 other person.`, { timeout: 15_000 });
      await ring.getByRole('button', { name: 'Accept' }).click();
      await expect(visitor.page.getByRole('dialog', { name: 'Video call' })).toBeVisible();
    }
  });

  await test.step('each sees and hears both others', async () => {
    const everyone = [pia, quinn, rosa];
    for (const visitor of everyone) {
      for (const other of everyone.filter((candidate) => candidate !== visitor)) {
        await expectRemoteVideo(visitor.page, other.who.name!);
      }
      await expectMediaFlowing(visitor.page, visitor.who.name!, 2);
    }
    await saveScreen(rosa.page, 'video-call-group');
  });

  await test.step('Quinn leaves: Pia and Rosa go on; Pia leaves: the call ends for Rosa', async () => {
    await quinn.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(quinn.page.getByTestId('video-call-window')).toHaveCount(0);
    for (const visitor of [pia, rosa]) {
      await expect(visitor.page.getByTestId('video-tile-remote')).toHaveCount(1);
      await expect(visitor.page.getByRole('dialog', { name: 'Video call' }).getByRole('status')).toHaveText(
        '2 people in the call',
      );
    }
    await expectMediaFlowing(rosa.page, ROSA.name, 1);
    await pia.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(rosa.page.getByTestId('video-call-window')).toHaveCount(0);
    await expect(rosa.page.getByTestId('video-notice')).toHaveText('The call has ended.');
  });
});

/** From now on the page's camera and microphone fail as a browser says it (a DOMException by name). */
const failMedia = (page: Page, name: string) =>
  page.evaluate((errorName) => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('refused in the spec', errorName));
  }, name);

test('the errors of spec §8: not enabled, access denied (the ring stays to decline), cannot publish', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await openChat(pia.page);
  await expectChatOnline(pia.page);
  await startChatWith(pia.page, QUINN.name);
  const start = pia.page.getByRole('button', { name: 'Start video call' });
  const notice = pia.page.getByTestId('video-notice');

  await test.step('video chat switched off on the server: "Video chat is not enabled."', async () => {
    await pia.page.route('**/api/video-access', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'video.not_enabled', errMsg: 'Video chat is not enabled.' }),
      }),
    );
    await start.click();
    await expect(notice).toHaveText('Video chat is not enabled.');
    await expect(pia.page.getByTestId('video-call-window')).toHaveCount(0);
    await pia.page.unroute('**/api/video-access');
    await notice.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the callee denies the camera: the ring says so and stays, to decline', async () => {
    await failMedia(quinn.page, 'NotAllowedError');
    await start.click();
    const ring = quinn.page.getByRole('dialog', { name: 'Incoming video call' });
    await ring.getByRole('button', { name: 'Accept' }).click();
    await expect(ring.getByRole('alert')).toHaveText('Microphone or camera access denied or to be granted.');
    await expect(quinn.page.getByTestId('video-call-window')).toHaveCount(0);
    await ring.getByRole('button', { name: 'Decline' }).click();
    await expect(notice).toHaveText(`The call was declined: ${QUINN.name}.`);
    await notice.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('no camera or microphone to publish: "You cannot publish."', async () => {
    await failMedia(pia.page, 'NotFoundError');
    await start.click();
    await expect(notice).toHaveText('You cannot publish.');
    await expect(pia.page.getByTestId('video-call-window')).toHaveCount(0);
    await expect(quinn.page.getByRole('dialog', { name: 'Incoming video call' })).toHaveCount(0);
  });
});
