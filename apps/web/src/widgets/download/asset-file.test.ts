import type { Asset } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { assetTitle, fileNameFromDisposition, fileTypeLabel, formatFileSize } from './asset-file';

const asset: Asset = {
  id: 'guide',
  uri: '/backend-assets/live/demo/guide-g1.pdf',
  generation: 1,
  displayName: 'Event guide',
  alts: [
    { locale: 'en', text: 'Event guide (PDF, 3 pages)' },
    { locale: 'de', text: 'Veranstaltungsführer (PDF, 3 Seiten)' },
  ],
};

describe('assetTitle', () => {
  it('is the localized alternative text, else the display name', () => {
    expect(assetTitle(asset, 'de')).toBe('Veranstaltungsführer (PDF, 3 Seiten)');
    expect(assetTitle(asset, 'fr')).toBe('Event guide (PDF, 3 pages)');
    expect(assetTitle({ ...asset, alts: [] }, 'de')).toBe('Event guide');
    expect(assetTitle(undefined, 'en')).toBe('');
  });
});

describe('fileTypeLabel', () => {
  it('takes the extension of the uri, ignoring query and fragment', () => {
    expect(fileTypeLabel('/backend-assets/live/demo/guide-g1.pdf?expires=1&signature=x')).toBe('PDF');
    expect(fileTypeLabel('https://cdn.example/a/welcome.wav#t=1')).toBe('WAV');
  });

  it('falls back to the media subtype', () => {
    expect(fileTypeLabel('/files/download', 'image/svg+xml')).toBe('SVG');
    expect(fileTypeLabel('/files/download', 'application/pdf; charset=binary')).toBe('PDF');
    expect(fileTypeLabel('/files/download')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses decimal units in the reader’s language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(8400, 'en')).toBe('8.4 kB');
    expect(formatFileSize(8400, 'de')).toBe('8,4 kB');
    expect(formatFileSize(12_500_000, 'en')).toBe('12.5 MB');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 file name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="F_hrer.pdf"; filename*=UTF-8''F%C3%BChrer%20(2026).pdf`,
        'x',
      ),
    ).toBe('Führer (2026).pdf');
  });

  it('reads quoted and bare file names, else the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="event \\"guide\\".pdf"', 'x')).toBe(
      'event "guide".pdf',
    );
    expect(fileNameFromDisposition('inline; filename=logo.png', 'x')).toBe('logo.png');
    expect(fileNameFromDisposition('attachment', 'fallback.bin')).toBe('fallback.bin');
    expect(fileNameFromDisposition(null, 'fallback.bin')).toBe('fallback.bin');
  });
});
