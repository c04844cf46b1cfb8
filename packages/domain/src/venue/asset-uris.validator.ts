import { ASSET_URI_RULE_MESSAGE, isAllowedAssetUri } from '../rules/asset-uri.rule';
import { walkJson } from './json-walk.util';
import { issueAt, type ValidationIssue } from './validation-issue.util';

/**
 * Every `uri` that is neither an asset path of this server nor an https URL. `uri` is the key of
 * asset files (assets[].uri) and of localized items, wherever they appear.
 */
export function findAssetUriIssues(venue: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  walkJson(venue, ({ key, value, path }) => {
    if (key !== 'uri' || typeof value !== 'string') return true;
    if (!isAllowedAssetUri(value)) issues.push(issueAt(path(), ASSET_URI_RULE_MESSAGE, 'asset_uri'));
    return false;
  });
  return issues;
}
