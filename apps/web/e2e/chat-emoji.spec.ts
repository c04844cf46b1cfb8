import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  chatInput,
  chatPanel,
  expectChatOnline,
  expectFocused,
  openChat,
  openConversation,
  startChatWith,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, an emoji (spec §2.8): found with the picker's search, inserted where
// the cursor is, and it arrives.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('an emoji found in the picker by its name is inserted and arrives', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await openChat(pia.page);
  await expectChatOnline(pia.page);
  await startChatWith(pia.page, QUINN.name);
  await chatInput(pia.page).fill(`Launch ${tag}`);

  const picker = pia.page.getByRole('dialog', { name: 'Insert an emoji' });
  await test.step('the picker opens with its search field focused', async () => {
    await chatPanel(pia.page).getByRole('button', { name: 'Insert an emoji' }).click();
    await expect(picker).toBeVisible();
    await expectFocused(picker.getByRole('combobox', { name: 'Search' }));
  });

  await test.step('searching "rocket" finds 🚀; choosing it puts it in the message', async () => {
    await pia.page.keyboard.type('rocket');
    const results = picker.getByRole('listbox', { name: 'Search results' });
    const rocket = results.getByRole('option', { name: /^🚀, rocket/ });
    await expect(rocket).toBeVisible();
    // The whole picker is on the screen (it grows once its data is in).
    await expect(rocket).toBeInViewport({ ratio: 1 });
    await expect(picker.getByRole('combobox', { name: 'Search' })).toBeInViewport({ ratio: 1 });
    await expect(results.getByRole('option', { name: /^😀/ })).toHaveCount(0);
    await rocket.click();
    await expect(picker).toBeHidden();
    await expect(chatInput(pia.page)).toHaveValue(`Launch ${tag}🚀`);
    await expectFocused(chatInput(pia.page));
  });

  await test.step('sent, it arrives at Quinn as it was', async () => {
    await pia.page.keyboard.type(' today');
    await pia.page.keyboard.press('Enter');
    await expect(taggedMessages(pia.page, tag)).toHaveText([new RegExp(`Launch ${tag}🚀 today`)]);
    await openChat(quinn.page);
    await openConversation(quinn.page, PIA.name);
    await expect(taggedMessages(quinn.page, tag)).toHaveText([new RegExp(`Launch ${tag}🚀 today`)]);
  });
});
