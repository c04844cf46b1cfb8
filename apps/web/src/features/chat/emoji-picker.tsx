import { useTheme } from '@mui/material/styles';
import { Picker } from 'emoji-picker-element';
import type { EmojiClickEvent } from 'emoji-picker-element/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiDataUrl, emojiPickerTexts } from './emoji-locales';

/**
 * The emoji picker with its search (emoji-picker-element, a web component), its data served by
 * the app itself (emoji-picker-element-data, emitted by the build as a file: nothing from a CDN),
 * in the user's language where the data has it. Loaded only when first opened.
 */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { i18n } = useTranslation();
  const dark = useTheme().palette.mode === 'dark';
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    let picker: Picker | undefined;
    let live = true;
    void Promise.all([emojiDataUrl(i18n.language), emojiPickerTexts(i18n.language)]).then(([data, texts]) => {
      if (!live || !host.current) return;
      picker = new Picker({ dataSource: data.url, locale: data.locale, ...(texts ? { i18n: texts } : {}) });
      picker.classList.add(dark ? 'dark' : 'light');
      picker.style.setProperty('--num-columns', '8');
      picker.style.width = '100%';
      picker.style.height = '100%';
      picker.addEventListener('emoji-click', (event: EmojiClickEvent) => {
        if (event.detail.unicode) pick.current(event.detail.unicode);
      });
      host.current.appendChild(picker);
      // The search field first: typing finds an emoji at once.
      requestAnimationFrame(() =>
        picker?.shadowRoot?.querySelector<HTMLInputElement>('input[type="search"]')?.focus(),
      );
    });
    return () => {
      live = false;
      picker?.remove();
    };
  }, [i18n.language, dark]);

  return (
    <div
      ref={host}
      data-testid="chat-emoji-picker"
      style={{ width: 340, maxWidth: '90vw', minHeight: 300 }}
    />
  );
}
