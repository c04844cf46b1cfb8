/**
 * Trims, removes a `+suffix` from the local part and lower-cases the domain
 * (' John.Doe+news@Example.COM ' → 'John.Doe@example.com'). The local part keeps its case because
 * mail servers may treat it case-sensitively. Input without '@' is only trimmed.
 */
export function sanitizeEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at === -1) return trimmed;
  const localPart = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const plus = localPart.indexOf('+');
  // A local part that starts with '+' would become empty; keep it as it is.
  const base = plus > 0 ? localPart.slice(0, plus) : localPart;
  return `${base}@${domain}`;
}
