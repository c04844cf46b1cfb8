// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTyping } from './search-shortcut';

function press(key: string, init: KeyboardEventInit, target: HTMLElement = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  let seen = false;
  target.addEventListener('keydown', (e) => {
    seen = isSearchShortcut(e);
  });
  target.dispatchEvent(event);
  return seen;
}

describe('the search shortcut', () => {
  it('is "/" and Ctrl or Cmd + K outside fields', () => {
    expect(press('/', {})).toBe(true);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true })).toBe(true);
  });

  it('is not another key, nor with Alt or Shift+Ctrl', () => {
    expect(press('k', {})).toBe(false);
    expect(press('/', { altKey: true })).toBe(false);
    expect(press('k', { ctrlKey: true, shiftKey: true })).toBe(false);
  });

  it('does not act while typing in a field or an editor', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const area = document.body.appendChild(document.createElement('textarea'));
    const editor = document.body.appendChild(document.createElement('div'));
    editor.setAttribute('contenteditable', 'true');
    expect(press('/', {}, input)).toBe(false);
    expect(press('k', { ctrlKey: true }, area)).toBe(false);
    expect(isTyping(editor)).toBe(true);
    expect(press('/', {}, editor)).toBe(false);
  });

  it('acts on a focused checkbox or button', () => {
    const box = document.body.appendChild(document.createElement('input'));
    box.type = 'checkbox';
    expect(press('/', {}, box)).toBe(true);
  });
});
