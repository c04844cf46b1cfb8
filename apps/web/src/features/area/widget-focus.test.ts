import { describe, expect, it } from 'vitest';
import { openWidgetQuery, readWidgetFocus, withoutOpenParams } from './open-widget-param';
import { focusOnOpen, takeWidgetFocus } from './widget-focus';

describe('opening a widget at a piece, a post or a page', () => {
  it('carries the focus through the URL and back', () => {
    const query = openWidgetQuery('talks', { contentPieceId: 'talk-1', page: 3 });
    expect(query.toString()).toBe('open=talks&piece=talk-1&page=3');
    expect(readWidgetFocus(query)).toEqual({ contentPieceId: 'talk-1', page: 3 });
    expect(readWidgetFocus(new URLSearchParams('open=wall&post=p%201'))).toEqual({ postId: 'p 1' });
  });

  it('ignores a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(readWidgetFocus(new URLSearchParams({ open: 'guide', page }))).toEqual({});
    }
  });

  it('takes the open-once parameters out of the URL and keeps the others', () => {
    const params = new URLSearchParams('viewpoint=cafe&open=talks&piece=talk-1&post=x&page=2');
    expect(withoutOpenParams(params).toString()).toBe('viewpoint=cafe');
  });

  it('hands the focus to the widget opened just after, not to one opened later by hand', () => {
    focusOnOpen('talks', { contentPieceId: 'talk-1' }, 1_000);
    expect(takeWidgetFocus('talks', 2_000)).toEqual({ contentPieceId: 'talk-1' });
    expect(takeWidgetFocus('other', 2_000)).toBeUndefined();
    expect(takeWidgetFocus('talks', 12_000)).toBeUndefined();
    focusOnOpen('talks', {}, 13_000);
    expect(takeWidgetFocus('talks', 13_001)).toBeUndefined();
  });
});
