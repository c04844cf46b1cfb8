/** An id made of lower-case letters, digits and dashes from a provider's name (`Vimeo Live` → `vimeo-live`). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A new provider's id from its name, not one of `taken` (`vimeo`, else `vimeo-2`, …). */
export function providerIdFromName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugOf(name) || 'provider';
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type ProviderIdProblem = 'empty' | 'taken';

/** Why `id` cannot name a provider whose neighbours have the `taken` ids; undefined when it can. */
export function providerIdProblem(id: string, taken: Iterable<string>): ProviderIdProblem | undefined {
  if (id.trim() === '') return 'empty';
  return new Set(taken).has(id.trim()) ? 'taken' : undefined;
}
