import { describe, expect, it } from 'vitest';
import { guardCsvFormula, unguardCsvFormula } from './csv-formula.rule';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it('are exported as text behind an apostrophe', () => {
    for (const formula of ['=HYPERLINK("https://evil.test")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(guardCsvFormula(formula)).toBe(`'${formula}`);
    for (const plain of ['Ada Lovelace', "O'Brien", 'ada@example.com', '', ' =1'])
      expect(guardCsvFormula(plain)).toBe(plain);
  });

  it('are read back as they were', () => {
    for (const text of ['=1+1', '-Ada', '@handle', "O'Brien", "'quoted", 'plain'])
      expect(unguardCsvFormula(guardCsvFormula(text))).toBe(text);
    expect(unguardCsvFormula("'x")).toBe("'x");
  });
});
