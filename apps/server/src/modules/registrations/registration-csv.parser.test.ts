import { describe, expect, it } from 'vitest';
import { parseRegistrationsCsv } from './registration-csv.parser';

describe('parseRegistrationsCsv', () => {
  it('converts cells and labels rows with the line they start on', () => {
    const csv =
      '\uFEFFEmail,ticketNumber,active,name\r\na@b.c,12,YES,"Multi\r\nLine"\r\n\r\n,,,\r\nb@c.d,x,0,\r\n';
    expect(parseRegistrationsCsv(csv)).toEqual({
      rows: [
        { label: 'line 2', value: { email: 'a@b.c', ticketNumber: 12, active: true, name: 'Multi\r\nLine' } },
        { label: 'line 5', value: { email: null, ticketNumber: null, name: null } },
        { label: 'line 6', value: { email: 'b@c.d', ticketNumber: 'x', active: false, name: null } },
      ],
    });
  });

  it('reads a name the export guarded against spreadsheet formulas as it was', () => {
    expect(parseRegistrationsCsv("email,name\r\na@b.c,'=HYPERLINK(1)\r\nb@c.d,'Brien\r\n")).toEqual({
      rows: [
        { label: 'line 2', value: { email: 'a@b.c', name: '=HYPERLINK(1)' } },
        { label: 'line 3', value: { email: 'b@c.d', name: "'Brien" } },
      ],
    });
  });

  it('reports unknown and repeated columns on line 1', () => {
    expect(parseRegistrationsCsv('email,email,phone\n')).toEqual({
      problems: [
        { path: 'line 1', message: 'The column "email" appears twice' },
        { path: 'line 1', message: expect.stringContaining('Unknown column "phone"') },
      ],
    });
  });

  it('reports a broken file with its line', () => {
    expect(parseRegistrationsCsv('email,name\na@b.c,"open\n')).toEqual({
      problems: [{ path: 'line 2', message: expect.stringContaining('Quote Not Closed') }],
    });
  });
});
