import { describe, expect, it } from 'vitest';
import { cleanMessageText } from './chat-text';

describe('cleanMessageText', () => {
  it('keeps line feeds and tabs, drops other control characters and trims', () => {
    expect(cleanMessageText('  hello\r\n\tworld\u0000\u0007\u001b[31m\u007f\u0085 \n')).toBe(
      'hello\n\tworld[31m',
    );
  });

  it('keeps emoji, accents and right-to-left text', () => {
    expect(cleanMessageText('héllo 👋 مرحبا')).toBe('héllo 👋 مرحبا');
  });

  it('replaces a lone surrogate (PostgreSQL could not store it)', () => {
    expect(cleanMessageText('a\ud800b')).toBe('a\ufffdb');
  });

  it('leaves nothing of a text of controls and spaces', () => {
    expect(cleanMessageText(' \u0000\r\n \u0001 ')).toBe('');
  });
});
