import { describe, expect, it } from 'vitest';
import {
  checkCsvHeader,
  csvCell,
  firstCsvRecord,
  registrationsCsv,
  registrationsCsvTemplate,
} from './registration-csv';

describe('writing CSV', () => {
  it('quotes only cells that need it', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1001)).toBe('1001');
    expect(csvCell('=HYPERLINK("https://evil.test")')).toBe('"\'=HYPERLINK(""https://evil.test"")"');
    expect(csvCell('@Ada')).toBe("'@Ada");
    expect(csvCell(false)).toBe('false');
  });

  it('offers a template with the header columns of the import', () => {
    expect(registrationsCsvTemplate()).toBe('email,name,company,ticketNumber,confirmationNumber,active\r\n');
    expect(checkCsvHeader(registrationsCsvTemplate())).toEqual([]);
  });

  it('exports registrations in the column order of the header', () => {
    const csv = registrationsCsv([
      {
        email: 'ada@test.local',
        name: 'Lovelace, Ada',
        company: null,
        ticketNumber: 501,
        confirmationNumber: null,
        active: true,
      },
      {
        email: null,
        name: 'Grace\nHopper',
        company: 'Navy',
        ticketNumber: null,
        confirmationNumber: 'XYZ9',
        active: false,
      },
    ]);
    expect(csv).toBe(
      [
        'email,name,company,ticketNumber,confirmationNumber,active',
        'ada@test.local,"Lovelace, Ada",,501,,true',
        ',"Grace\nHopper",Navy,,XYZ9,false',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the header row check', () => {
  it('reads the first record, quotes and a byte order mark included', () => {
    expect(firstCsvRecord('\uFEFF\n"email","na""me, x"\r\nrow')).toEqual({
      cells: ['email', 'na"me, x'],
      rest: '\r\nrow',
    });
    expect(firstCsvRecord('  \n\n')).toBeUndefined();
  });

  it('accepts the columns in any order, in any case, some left out', () => {
    expect(checkCsvHeader('TicketNumber, email\n1,a@test.local')).toEqual([]);
    expect(checkCsvHeader('email,confirmationNumber')).toEqual([]);
  });

  it('names what the server would refuse', () => {
    expect(checkCsvHeader('')).toEqual([{ kind: 'empty' }]);
    expect(checkCsvHeader('email,ticket,email\n')).toEqual([
      { kind: 'unknown', column: 'ticket' },
      { kind: 'duplicate', column: 'email' },
    ]);
    expect(checkCsvHeader('email,name\na@test.local,Ada')).toEqual([{ kind: 'noNumberColumn' }]);
    // Without rows there is nothing to refuse: the import then clears the registrations.
    expect(checkCsvHeader('email,name\n')).toEqual([]);
  });
});
