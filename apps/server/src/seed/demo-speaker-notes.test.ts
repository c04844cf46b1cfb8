import { PDFDict, PDFDocument, type PDFHexString, PDFName, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { generateSpeakerNotesPdf, SPEAKER_NOTES_PASSWORD } from './demo-speaker-notes.generator';
import { buildDemoVenue } from './demo-venue';
import { passwordHash } from './pdf-encryption.helper';

type Widget = { id: string; type: string; configurations: { assetId?: string; assetIds?: string[] }[] };
type Area = { id: string; viewMode: string; contentWidgets: Widget[] };

describe('the speaker notes', () => {
  it('are a two-page PDF that opens with the demo password only', async () => {
    const doc = await PDFDocument.load(await generateSpeakerNotesPdf(), { ignoreEncryption: true });
    expect(doc.isEncrypted).toBe(true);
    expect(doc.getPageCount()).toBe(2);
    const encrypt = doc.context.lookup(doc.context.trailerInfo.Encrypt as PDFRef, PDFDict);
    const u = Buffer.from((encrypt.get(PDFName.of('U')) as PDFHexString).asBytes());
    const opens = (password: string) =>
      passwordHash(Buffer.from(password), u.subarray(32, 40)).equals(u.subarray(0, 32));
    expect(opens(SPEAKER_NOTES_PASSWORD)).toBe(true);
    expect(opens('atrium-attendee')).toBe(false);
  });

  it('and the welcome pack are placed in 2D areas, with the guide and the jingle', () => {
    const venue = buildDemoVenue(() => '/backend-assets/preview/atrium-demo/file') as {
      architectures: [{ areas: Area[] }];
    };
    const areaOf = (widgetId: string) =>
      venue.architectures[0].areas.find((area) => area.contentWidgets.some((w) => w.id === widgetId));
    const widget = (widgetId: string) => areaOf(widgetId)?.contentWidgets.find((w) => w.id === widgetId);

    expect(areaOf('speaker-notes')?.viewMode).toBe('VIEW_2D');
    expect(widget('speaker-notes')?.configurations[0]?.assetId).toBe('speaker-notes');
    expect(areaOf('welcome-pack')?.viewMode).toBe('VIEW_2D');
    expect(widget('welcome-pack')?.type).toBe('DOWNLOAD');
    expect(areaOf('event-guide')?.viewMode).toBe('VIEW_2D');
    expect(areaOf('welcome-message')?.viewMode).toBe('VIEW_2D');
  });
});
