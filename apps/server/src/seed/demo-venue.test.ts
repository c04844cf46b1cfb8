import { activeConfiguration, widgetTypes as allWidgetTypes, validateVenue } from '@atrium/domain';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoAsset } from './demo-assets';
import { demoAssets } from './demo-assets';
import { JINGLE_SAMPLE_RATE, JINGLE_SECONDS } from './demo-audio.generator';
import { buildDemoVenue, DEMO_ARCHITECTURE_ID } from './demo-venue';

const assetUri = (asset: DemoAsset) => `/backend-assets/preview/${DEMO_ARCHITECTURE_ID}/${asset.fileName}`;

type Localized = { locale: string; text?: string }[];
type Widget = {
  id: string;
  type: string;
  placements: Record<string, unknown>[];
  configurations: { id: string; linkOpeningMode?: string; begin?: string; end?: string }[];
};
type Area = {
  id: string;
  names: Localized;
  descriptions: Localized;
  viewPoints: { id: string; background: { type: string } }[];
  contentWidgets: Widget[];
};
type DemoVenueShape = {
  architectures: [{ areas: Area[]; globalWidgets: Widget[] }];
  assets: { id: string; uri: string }[];
};

const venue = buildDemoVenue(assetUri) as DemoVenueShape;
const architecture = venue.architectures[0];
const allWidgets = [
  ...architecture.globalWidgets,
  ...architecture.areas.flatMap((area) => area.contentWidgets),
];

const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  logo: { width: 512, height: 160 },
  'lobby-bg': { width: 1920, height: 1080 },
  'auditorium-poster': { width: 1920, height: 1080 },
  'lounge-bg': { width: 1920, height: 1080 },
  'expo-panorama': { width: 4096, height: 2048 },
};
const PDF_PAGES: Record<string, number> = { 'event-guide': 3, 'sponsor-brochure': 2 };

const generated = new Map<string, Buffer>();
beforeAll(async () => {
  const buffers = await Promise.all(demoAssets.map((asset) => asset.generate()));
  for (const [i, asset] of demoAssets.entries()) generated.set(asset.id, buffers[i]!);
});

function bytesOf(id: string): Buffer {
  const buffer = generated.get(id);
  if (!buffer) throw new Error(`asset ${id} was not generated`);
  return buffer;
}

/** Every asset id the venue JSON mentions, wherever it sits. */
function referencedAssetIds(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencedAssetIds(item, found);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (
        ['assetId', 'posterAssetId', 'logoAssetId', 'thumbnailAssetId'].includes(key) &&
        typeof value === 'string'
      )
        found.add(value);
      else if (key === 'assetIds' && Array.isArray(value)) for (const id of value) found.add(String(id));
      else if (key !== 'assets') referencedAssetIds(value, found);
    }
  }
  return found;
}

describe('demo assets', () => {
  it('have unique ids and file names', () => {
    expect(new Set(demoAssets.map((a) => a.id)).size).toBe(demoAssets.length);
    expect(new Set(demoAssets.map((a) => a.fileName)).size).toBe(demoAssets.length);
  });

  it.each(demoAssets.map((asset) => [asset.id, asset] as const))(
    '%s starts with the magic bytes of its content type',
    (_id, asset) => {
      const bytes = bytesOf(asset.id);
      switch (asset.contentType) {
        case 'image/png':
          expect(bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
          break;
        case 'image/jpeg':
          expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
          break;
        case 'application/pdf':
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          break;
        case 'audio/wav':
          expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
          expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
          break;
        case 'image/svg+xml': {
          const text = bytes.toString('utf8');
          expect(text.startsWith('<svg')).toBe(true);
          expect(text.toLowerCase()).not.toContain('<script');
          break;
        }
        default:
          throw new Error(`unexpected content type ${asset.contentType}`);
      }
    },
  );

  it.each(Object.entries(IMAGE_SIZES))('%s has the expected size', async (id, size) => {
    const meta = await sharp(bytesOf(id)).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(size);
  });

  it('the panorama is a 2:1 equirectangular image whose left and right edges join', async () => {
    const bytes = bytesOf('expo-panorama');
    const { width, height } = await sharp(bytes).metadata();
    expect(width).toBe(2 * height);
    const column = (left: number) =>
      sharp(bytes).extract({ left, top: 0, width: 1, height }).removeAlpha().raw().toBuffer();
    const [first, last] = await Promise.all([column(0), column(width - 1)]);
    const meanDifference =
      first.reduce((sum, value, i) => sum + Math.abs(value - (last[i] ?? 0)), 0) / first.length;
    expect(meanDifference).toBeLessThan(6);
  });

  it('the icons are small SVG files sharp can render', async () => {
    const icons = demoAssets.filter((a) => a.contentType === 'image/svg+xml');
    expect(icons.length).toBeGreaterThanOrEqual(8);
    for (const icon of icons) {
      expect(bytesOf(icon.id).length).toBeLessThan(2048);
      const meta = await sharp(bytesOf(icon.id)).metadata();
      expect(meta.format).toBe('svg');
    }
  });

  it.each(Object.entries(PDF_PAGES))('%s has %i pages', async (id, pages) => {
    const doc = await PDFDocument.load(bytesOf(id));
    expect(doc.getPageCount()).toBe(pages);
  });

  it('the jingle is an 8 second 16-bit mono PCM WAV at 22050 Hz that is not silent', () => {
    const wav = bytesOf('welcome-audio');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(JINGLE_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(JINGLE_SAMPLE_RATE * JINGLE_SECONDS * 2);
    expect(wav.length).toBe(44 + JINGLE_SAMPLE_RATE * JINGLE_SECONDS * 2);
    let peak = 0;
    for (let offset = 44; offset < wav.length; offset += 2)
      peak = Math.max(peak, Math.abs(wav.readInt16LE(offset)));
    expect(peak).toBeGreaterThan(10000);
    expect(peak).toBeLessThan(32767);
  });

  it('generates the same bytes on every run', async () => {
    for (const asset of demoAssets) {
      expect((await asset.generate()).equals(bytesOf(asset.id)), asset.id).toBe(true);
    }
  });
});

describe('demo venue', () => {
  it('validates against the venue schema', () => {
    const result = validateVenue(venue);
    const errors = result.ok ? [] : result.errors;
    expect(result.ok, `venue errors:\n${JSON.stringify(errors, null, 2)}`).toBe(true);
  });

  it('references exactly the generated assets', () => {
    const generatedIds = new Set(demoAssets.map((a) => a.id));
    expect(new Set(venue.assets.map((a) => a.id))).toEqual(generatedIds);
    expect(referencedAssetIds(venue)).toEqual(generatedIds);
    expect(venue.assets.map((a) => a.uri)).toContain('/backend-assets/preview/atrium-demo/lobby.jpg');
  });

  it('uses every widget type, background type and link opening mode', () => {
    const widgetTypes = new Set(allWidgets.map((w) => w.type));
    for (const type of allWidgetTypes) {
      expect(widgetTypes, type).toContain(type);
    }
    const backgrounds = new Set(
      architecture.areas.flatMap((a) => a.viewPoints.map((v) => v.background.type)),
    );
    expect(backgrounds).toEqual(new Set(['BackgroundImage', 'BackgroundVideo', 'BackgroundPanorama']));
    const modes = new Set(allWidgets.flatMap((w) => w.configurations.map((c) => c.linkOpeningMode)));
    for (const mode of ['EMBEDDED', 'EMBEDDED_DIALOG', 'OVERLAY_DIALOG', 'NEW_TAB'])
      expect(modes).toContain(mode);
  });

  it('names and describes every area in English and German', () => {
    expect(architecture.areas.length).toBeGreaterThanOrEqual(5);
    for (const area of architecture.areas) {
      for (const list of [area.names, area.descriptions]) {
        expect(list.map((item) => item.locale).sort(), area.id).toEqual(['de', 'en']);
        expect(
          list.every((item) => (item.text ?? '').length > 0),
          area.id,
        ).toBe(true);
      }
    }
  });

  it('lists the ended keynote configuration first, so the active one is found by time, not order', () => {
    const keynote = allWidgets.find((w) => w.id === 'keynote');
    expect(keynote?.configurations[0]?.end?.startsWith('2025')).toBe(true);
    expect(activeConfiguration(keynote!, new Date('2027-06-01T10:00:00Z'))?.id).toBe('keynote-live');
  });
});
