import type { AttendeeEntry } from '@atrium/domain';
import { useTranslation } from 'react-i18next';

/** Title and company, as one line ('Designer · Northwind'); empty when neither is known. */
export const detailsOf = (entry: Pick<AttendeeEntry, 'title' | 'company'>) =>
  [entry.title, entry.company].filter(Boolean).join(' · ');

/** The first word of a name ('Quinn' of 'Quinn Presence'): what the header's strip has room for. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

const formats = new Map<string, Intl.NumberFormat>();

/** A count with the locale's digit grouping: '2,000' in en, '2.000' in de. */
export function formatCount(count: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat('en');
    }
    formats.set(locale, format);
  }
  return format.format(count);
}

/** `formatCount` in the current language. */
export function useFormatCount() {
  const { i18n } = useTranslation();
  return (count: number) => formatCount(count, i18n.language);
}
