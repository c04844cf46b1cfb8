import { describe, expect, it } from 'vitest';
import { bestSentence, extractiveAnswer, liveClause, whenText } from './search-answer';
import type { SearchDocument } from './search-document';
import { normaliseQuestion } from './search-misses';
import { snippetOf } from './search-snippet';
import { termOf } from './search-terms';

const now = new Date('2026-11-27T10:00:00Z');
const base: SearchDocument = {
  id: 'x',
  kind: 'widget',
  title: 'Keynote',
  tags: '',
  people: '',
  place: 'Auditorium',
  text: '',
  areaId: 'auditorium',
  areaName: 'Auditorium',
  widgetId: 'keynote',
  widgetName: 'Keynote',
  hidden: false,
};

describe('the terms of the index', () => {
  it('drops question words, folds accents and stems', () => {
    expect(['where', 'is', 'the', 'a'].map(termOf)).toEqual([null, null, null, null]);
    expect(termOf('Carrière')).toBe('carrier');
    expect(termOf('talks')).toBe(termOf('talk'));
    expect(termOf('accessible')).toBe(termOf('accessibility'));
    expect(termOf('x')).toBeNull();
    expect(termOf('2026')).toBe('2026');
  });
});

describe('the extractive answer', () => {
  it('says where a widget is and until when it is live, in UTC', () => {
    const live = [{ begin: '2026-11-27T09:00:00Z', end: '2026-11-27T11:00:00Z' }];
    expect(extractiveAnswer({ document: { ...base, live }, terms: ['keynot'] }, now)).toBe(
      'Keynote is in the Auditorium, live now until 11:00 UTC.',
    );
    const later = [{ begin: '2026-11-28T14:00:00Z', end: '2026-11-28T15:00:00Z' }];
    expect(liveClause(later, now)).toBe(', starts on Sat 28 Nov 2026, 14:00 UTC');
    expect(liveClause([{ begin: '2026-11-27T14:00:00Z' }], now, 'live discussion')).toBe(
      ', live discussion starts at 14:00 UTC',
    );
    expect(liveClause([{ begin: '2026-11-26T14:00:00Z', end: '2026-11-26T15:00:00Z' }], now)).toBe('');
    expect(whenText(new Date('2030-01-01T00:00:00Z'), now)).toBe('Tue 1 Jan 2030, 00:00 UTC');
  });

  it('quotes the page of a PDF with the most matched words', () => {
    const page =
      'Packages\nPackage Includes Price\nGold Booth, keynote mention, meeting room EUR 12,000\nSilver Booth EUR 6,000';
    const terms = new Set(['gold', 'packag']);
    expect(bestSentence(page, terms)).toBe('Gold Booth, keynote mention, meeting room EUR 12,000');
    const document = { ...base, kind: 'document' as const, title: 'Sponsor brochure', page: 2, text: page };
    expect(extractiveAnswer({ document, terms: [...terms] }, now)).toBe(
      'Page 2 of Sponsor brochure (Keynote, in the Auditorium) says: “Gold Booth, keynote mention, meeting room EUR 12,000”.',
    );
    expect(extractiveAnswer(undefined, now)).toBeNull();
  });

  it('names an attendee with their public role only', () => {
    const profile = {
      ...base,
      kind: 'profile' as const,
      title: 'Ada',
      people: 'Engineer at Atrium',
      areaId: null,
    };
    expect(extractiveAnswer({ document: profile, terms: [] }, now)).toBe(
      'Ada (Engineer at Atrium) is open for networking.',
    );
  });
});

describe('snippets', () => {
  it('cuts long text around the matched words and marks them', () => {
    const text = `${'intro words here '.repeat(20)}the keynote starts in the auditorium ${'outro '.repeat(40)}`;
    const snippet = snippetOf(text, new Set(['keynot', 'auditorium']));
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    expect(snippet.highlights.map(([from, to]) => snippet.text.slice(from, to))).toEqual([
      'keynote',
      'auditorium',
    ]);
  });
});

describe('the misses list', () => {
  it('keeps the words of a question, never a way to reach someone', () => {
    expect(normaliseQuestion('  Where is the ZZQX Flurble?? ')).toBe('where is the zzqx flurble');
    expect(normaliseQuestion('mail ada@example.com or call +49 170 1234567, see https://x.example/a')).toBe(
      'mail or call see',
    );
    expect(normaliseQuestion('room 12 at 10:30')).toBe('room 12 at 10 30');
    expect(normaliseQuestion('¿?!')).toBe('');
  });
});
