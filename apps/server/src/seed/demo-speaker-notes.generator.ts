import { DEMO_EVENT } from './demo-event.content';
import { addFooters, addPage, createDocument } from './demo-pdf.generator';
import { encryptPdf } from './pdf-encryption.helper';

/** The password that opens the demo's speaker notes (shown in the demo venue and the README). */
export const SPEAKER_NOTES_PASSWORD = 'atrium-speaker';

/** Speaker notes for the backstage lectern: two pages, protected with AES-256. */
export async function generateSpeakerNotesPdf(): Promise<Buffer> {
  const { doc, fonts } = await createDocument(`${DEMO_EVENT.name} — Speaker notes`, 'For speakers only');

  const before = addPage(doc, fonts, 'Speaker notes', 'Before your talk');
  before.paragraph(
    'Thank you for speaking at Atrium Summit. These notes are for speakers only; please do not share the password.',
  );
  before.heading('Twenty minutes before');
  before.paragraph('• Walk through the backstage door of the auditorium and join the green room.');
  before.paragraph('• Share your screen once, so the stage team can check your slides.');
  before.paragraph('• Mute notifications and close every other video call.');
  before.heading('On stage');
  before.paragraph(
    'The moderator introduces you and hands over. Questions from the audience arrive in the chat; the moderator reads the best ones out after your talk.',
  );

  const show = addPage(doc, fonts, 'Speaker notes', 'Run of show');
  show.row([
    { text: 'Time', x: 0, bold: true },
    { text: 'What happens', x: 60, bold: true },
  ]);
  for (const [time, what] of [
    ['-00:20', 'Green room opens, sound and screen check'],
    ['-00:05', 'Moderator confirms the running order'],
    ['00:00', 'Your talk starts; the stream goes live'],
    ['00:25', 'Questions and answers'],
    ['00:30', 'Hand over to the next speaker'],
  ] as const) {
    show.row([
      { text: time, x: 0 },
      { text: what, x: 60 },
    ]);
  }

  addFooters(doc, fonts, `${DEMO_EVENT.name} — Speaker notes`);
  const plain = await doc.save({ useObjectStreams: false });
  return encryptPdf(plain, {
    userPassword: SPEAKER_NOTES_PASSWORD,
    ownerPassword: 'atrium-demo-organiser',
    seed: 'atrium-demo speaker notes',
  });
}
