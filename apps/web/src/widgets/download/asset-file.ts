import { type Asset, localizedText } from '@atrium/domain';

/** What a widget calls an asset: its localized alternative text, else its display name. */
export function assetTitle(asset: Asset | undefined, locale: string): string {
  if (!asset) return '';
  return localizedText(asset.alts, locale) || asset.displayName || asset.id;
}

/** A short file type such as "PDF": the file extension of the asset, else the media subtype. */
export function fileTypeLabel(uri: string, contentType?: string | null): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  if (/^[a-z0-9]{1,5}$/i.test(extension)) return extension.toUpperCase();
  const subtype = contentType?.split(';')[0]?.split('/')[1]?.split('+')[0];
  return subtype ? subtype.toUpperCase() : '';
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the reader's language, e.g. "8.4 kB" (decimal units, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The file name of a Content-Disposition header: `filename*` (RFC 6266/5987) before `filename`. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = header.match(/filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = header.match(/filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || fallback;
}
