import { describe, expect, it } from 'vitest';
import { ASSET_URI_RULE_MESSAGE, isAllowedAssetUri } from '../rules/asset-uri.rule';
import { validateVenue } from './venue.validator';
import { exampleVenue, expectOnlyIssue, setAt } from './venue-test.helpers';

describe('asset uris of a saved venue', () => {
  it.each([
    '/backend-assets/live/example-expo/logo.png',
    '/backend-assets/preview/example-expo/lobby-g2.w960.jpg',
    'https://cdn.example.com/files/guide.pdf?v=2',
  ])('accepts %s', (uri) => {
    const venue = exampleVenue();
    setAt(venue, 'assets[0].uri', uri);
    expect(validateVenue(venue).ok).toBe(true);
  });

  it.each([
    'javascript:alert(document.domain)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://cdn.example.com/logo.png',
    'https://user:pw@cdn.example.com/logo.png',
    'https:/\\evil.example/logo.png',
    '//evil.example/logo.png',
    '/api/auth/logout',
    '/backend-assets/live/../../etc/passwd',
    '/backend-assets/other/example-expo/logo.png',
    'logo.png',
  ])('refuses %s with the JSON path of the field', (uri) => {
    const venue = exampleVenue();
    setAt(venue, 'assets[1].uri', uri);
    expectOnlyIssue(venue, 'assets[1].uri', ASSET_URI_RULE_MESSAGE);
  });

  it('checks the uri of localized items too', () => {
    const venue = exampleVenue();
    setAt(venue, 'assets[0].alts', [{ locale: 'en', uri: 'javascript:alert(1)' }]);
    expectOnlyIssue(venue, 'assets[0].alts[0].uri', ASSET_URI_RULE_MESSAGE);
  });

  it('accepts every uri of the example venue unchanged', () => {
    const uris = (exampleVenue() as { assets: { uri: string }[] }).assets.map((asset) => asset.uri);
    expect(uris.length).toBeGreaterThan(0);
    expect(uris.filter((uri) => !isAllowedAssetUri(uri))).toEqual([]);
  });
});
