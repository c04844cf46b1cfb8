import { describe, expect, it } from 'vitest';
import { displayName, initials, nameFromEmail } from './user-name.rule';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['Plato', 'P'],
    ['  grace   hopper ', 'GH'],
    ['émile zola', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('nameFromEmail', () => {
  it.each([
    ['john.doe@example.com', 'John Doe'],
    ['JANE_SMITH@example.com', 'Jane Smith'],
    // the spec splits on every non-letter, so a plus suffix becomes a word of its own
    ['john.doe+x@a.com', 'John Doe X'],
    // digits are non-letters and disappear
    ['agent007bond@example.com', 'Agent Bond'],
    ['renée.o-brien@example.com', 'Renée O Brien'],
    ['1234@example.com', ''],
    ['no-at-sign', 'No At Sign'],
  ])('%j → %j', (email, expected) => {
    expect(nameFromEmail(email)).toBe(expected);
  });
});

describe('displayName', () => {
  it('uses the name attribute', () => {
    expect(displayName({ email: 'a.b@c.de', attributes: { name: ' Ada Lovelace ' } })).toBe('Ada Lovelace');
  });

  it('derives the name from the email when the attribute is missing or blank', () => {
    expect(displayName({ email: 'a.b@c.de' })).toBe('A B');
    expect(displayName({ email: 'a.b@c.de', attributes: { name: '  ' } })).toBe('A B');
  });
});
