import { areaName, liveVenue, type VenueJson } from './support/api';
import {
  addPeopleRegistrations,
  PIA,
  plainProfile,
  QUINN,
  ROSA,
  saveProfile,
  visitorsOfEachTest,
} from './support/attendees';
import {
  chatPanel,
  conversationTitle,
  expectChatOnline,
  openChat,
  sendChatMessage,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import type { Page } from './support/test';
import { expect, test } from './support/test';

// Issue #14 acceptance, a room chat (spec §2.8, §4): two attendees in the same area open its
// room chat and a message of one reaches the other; someone in another area does not get it.

addPeopleRegistrations();
const { visit } = visitorsOfEachTest();
let venue: VenueJson;

test.beforeAll(async ({ request }) => {
  venue = await liveVenue(request);
});

test.beforeEach(async ({ request }) => {
  for (const person of [PIA, QUINN, ROSA]) await saveProfile(request, person, plainProfile(person));
});

/** Opens the room chat of the area the page is in, from the panel's button. */
async function openRoomChat(page: Page, area: string) {
  const panel = await openChat(page);
  await expectChatOnline(page);
  // The button at the top of the lists (a room chat used before may be listed too, by the same name).
  const button = panel.getByTestId('chat-room-button');
  await expect(button).toHaveAccessibleName(`Room chat: ${area}`);
  await button.click();
  await expect(conversationTitle(page)).toHaveText(`Room chat: ${area}`);
  await expect(panel.getByTestId('chat-conversation')).toContainText('Everyone in this room can read along');
}

test('the room chat of an area: a message reaches the other attendee there, not someone elsewhere', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const lobby = areaName(venue, 'lobby');
  const lounge = areaName(venue, 'lounge');
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const rosa = await visit(browser, testInfo, ROSA, { area: 'lounge' });

  await test.step('Pia and Quinn, both in the lobby, open its room chat; Rosa opens the lounge one', async () => {
    await openRoomChat(pia.page, lobby);
    await openRoomChat(quinn.page, lobby);
    await openRoomChat(rosa.page, lounge);
  });

  await test.step("Pia's message reaches Quinn, with her name", async () => {
    await sendChatMessage(pia.page, `Anyone for coffee? ${tag}`);
    await expect(taggedMessages(quinn.page, tag)).toHaveText([
      new RegExp(`${PIA.name}.*Anyone for coffee\\? ${tag}`),
    ]);
    await expect(taggedMessages(pia.page, tag)).toHaveCount(1);
  });

  await test.step('and Quinn answers in the same room', async () => {
    await sendChatMessage(quinn.page, `Me! ${tag}`);
    await expect(taggedMessages(pia.page, tag)).toHaveText([/Anyone for coffee/, /Me!/]);
  });

  await test.step('Rosa, in the lounge, has neither', async () => {
    await sendChatMessage(rosa.page, `Lounge only ${tag}`);
    await expect(taggedMessages(rosa.page, tag)).toHaveText([/Lounge only/]);
    await expect(
      chatPanel(pia.page).getByTestId('chat-message').filter({ hasText: 'Lounge only' }),
    ).toHaveCount(0);
    await expect(
      chatPanel(quinn.page).getByTestId('chat-message').filter({ hasText: 'Lounge only' }),
    ).toHaveCount(0);
  });
});
