import { describe, expect, it } from 'vitest';
import { rowErrorsOf } from './row-errors';

describe("the server's problems of an import as rows", () => {
  it('reads the line and column of each', () => {
    const errors = rowErrorsOf([
      { path: 'line 3.email', message: 'Must be a valid email address' },
      { path: 'line 3.active', message: 'Must be true or false' },
      { path: 'line 6.ticketNumber', message: 'Must be a whole number' },
      { path: 'line 1', message: 'Unknown column "ticket"' },
      { path: 'line 12', message: 'A registration needs a ticketNumber or a confirmationNumber' },
      { path: '', message: '… and 3 more problems' },
      { path: 'file', message: 'Invalid Record Length' },
    ]);
    expect(errors).toEqual([
      { line: 3, column: 'email', message: 'Must be a valid email address' },
      { line: 3, column: 'active', message: 'Must be true or false' },
      { line: 6, column: 'ticketNumber', message: 'Must be a whole number' },
      { line: 1, column: undefined, message: 'Unknown column "ticket"' },
      { line: 12, column: undefined, message: 'A registration needs a ticketNumber or a confirmationNumber' },
      { line: undefined, column: undefined, message: '… and 3 more problems' },
      { line: undefined, column: undefined, message: 'Invalid Record Length' },
    ]);
  });
});
