import { describe, expect, it } from 'vitest';
import { isWellFormedText, type LikeUuidParts, likeUuid, parseLikeUuid } from './like-uuid.rule';

const at = '2026-11-25T08:00:00.123Z';

describe('likeUuid', () => {
  it.each<[string, LikeUuidParts, string]>([
    [
      'without a comment',
      { creationTimestamp: at, contentPieceId: 'talk-1', authorId: 'u1' },
      '2026-11-25T08%3A00%3A00%2E123Z_talk-1_u1',
    ],
    [
      'with a comment',
      { creationTimestamp: at, contentPieceId: 'talk-1', commentId: 'c9', authorId: 'u1' },
      '2026-11-25T08%3A00%3A00%2E123Z_talk-1_c9_u1',
    ],
    [
      'ids containing the separator',
      { creationTimestamp: at, contentPieceId: 'talk_1', commentId: '_', authorId: 'u_1' },
      '2026-11-25T08%3A00%3A00%2E123Z_talk%5F1_%5F_u%5F1',
    ],
    [
      'ids containing %',
      { creationTimestamp: at, contentPieceId: '100%', authorId: '%41' },
      '2026-11-25T08%3A00%3A00%2E123Z_100%25_%2541',
    ],
    [
      'the realtime database reserved characters',
      { creationTimestamp: at, contentPieceId: 'a.b#c$d[e]f/g', authorId: 'x' },
      '2026-11-25T08%3A00%3A00%2E123Z_a%2Eb%23c%24d%5Be%5Df%2Fg_x',
    ],
    [
      'control characters, spaces and non-ASCII',
      { creationTimestamp: at, contentPieceId: 'tab\there\u0000\u007f', authorId: 'Zoë 🎉' },
      '2026-11-25T08%3A00%3A00%2E123Z_tab%09here%00%7F_Zo%C3%AB%20%F0%9F%8E%89',
    ],
  ])('encodes %s and splits back to the same parts', (_name, parts, uuid) => {
    expect(likeUuid(parts)).toBe(uuid);
    expect(parseLikeUuid(uuid)).toEqual(parts);
  });

  it('never lets a reserved character or a stray separator into a segment', () => {
    const nasty = '._#$[]/%\u0001\u001f\u007f ?&=+:;,@';
    const uuid = likeUuid({
      creationTimestamp: at,
      contentPieceId: nasty,
      commentId: nasty,
      authorId: nasty,
    });
    expect(uuid).not.toMatch(/[.#$[\]/]/);
    expect([...uuid].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')).toBe(false);
    expect(uuid.split('_')).toHaveLength(4);
    expect(parseLikeUuid(uuid)).toEqual({
      creationTimestamp: at,
      contentPieceId: nasty,
      commentId: nasty,
      authorId: nasty,
    });
  });

  it('keeps an empty comment id apart from none', () => {
    const withEmpty = likeUuid({ creationTimestamp: at, contentPieceId: 'p', commentId: '', authorId: 'u' });
    const without = likeUuid({ creationTimestamp: at, contentPieceId: 'p', authorId: 'u' });
    expect(withEmpty).not.toBe(without);
    expect(parseLikeUuid(withEmpty)?.commentId).toBe('');
    expect(parseLikeUuid(without)?.commentId).toBeUndefined();
  });

  it.each([
    ['too few segments', 'a_b'],
    ['too many segments', 'a_b_c_d_e'],
    ['a broken escape', '2026_p%2_u'],
    ['lower-case hex', '2026_a%2eb_u'],
    ['a reserved character left raw', '2026_a.b_u'],
    ['a needless escape', '2026_%61_u'],
  ])('refuses %s', (_name, uuid) => {
    expect(parseLikeUuid(uuid)).toBeUndefined();
  });

  it('tells text with an unpaired surrogate, which cannot be encoded', () => {
    expect(isWellFormedText('🎉 fine')).toBe(true);
    expect(isWellFormedText('bad \uD83C')).toBe(false);
    expect(isWellFormedText('\uDF89 bad')).toBe(false);
    expect(() => likeUuid({ creationTimestamp: at, contentPieceId: '\uD83C', authorId: 'u' })).toThrow(
      URIError,
    );
  });
});
