/** Whether a key press is typing somewhere (a field, an editor), where a shortcut must not act. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])'))
    return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file'].includes(type);
}

/** "/" or Ctrl/Cmd+K, outside fields: the search shortcut. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || isTyping(event.target)) return false;
  const modifier = event.ctrlKey || event.metaKey;
  if (event.key === '/' && !modifier) return true;
  return modifier && !event.shiftKey && event.key.toLowerCase() === 'k';
}
