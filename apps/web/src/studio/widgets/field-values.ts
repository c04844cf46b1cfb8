/**
 * Sets an optional text property, removing it when the text is blank. URLs and ids are trimmed;
 * prose (`trim` false) keeps its spaces, as they are typed before the next word.
 */
export function setOptionalText<T extends object, K extends keyof T>(
  record: T,
  key: K,
  text: string,
  trim = true,
): void {
  if (text.trim() === '') {
    delete record[key];
    return;
  }
  const value = trim ? text.trim() : text;
  record[key] = value as T[K];
}

/** Tags as stored: trimmed, without blanks or repeats (compared case-insensitively), in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags.flatMap((item) => item.split(','))) {
    const text = tag.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

/** The ids chosen, in the order of the options, followed by chosen ids no option offers (kept, so a problem stays visible). */
export function orderedChoice(chosen: readonly string[], options: readonly string[]): string[] {
  const wanted = new Set(chosen);
  const known = options.filter((id) => wanted.has(id));
  return [...known, ...chosen.filter((id) => !options.includes(id) && !known.includes(id))];
}
