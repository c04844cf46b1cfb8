/** Moves the item at `from` to `to` in place (indexes outside the list change nothing). */
export function moveItem<T>(list: T[], from: number, to: number): void {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item as T);
}

/** `base-1`, `base-2`, …: the first one not taken. */
export function numberedId(base: string, taken: Iterable<string>, first = 1): string {
  const used = new Set(taken);
  for (let n = first; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
