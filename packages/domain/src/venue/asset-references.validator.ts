import { walkJson } from './json-walk.util';
import { asArray, isRecord } from './loose-json.util';
import { collectUniqueIds } from './reference-context.util';
import { type IssuePath, issueAt, type ValidationIssue } from './validation-issue.util';

// Asset ids are referenced under these keys wherever they appear (style, icons, backgrounds,
// widget configurations, content pieces, localized items), so the whole document is walked.
const SINGLE_ASSET_KEYS = new Set([
  'assetId',
  'posterAssetId',
  'logoAssetId',
  'faviconAssetId',
  'thumbnailAssetId',
]);
const ASSET_LIST_KEY = 'assetIds';

function unknownAsset(path: IssuePath, assetId: string): ValidationIssue {
  return issueAt(path, `No asset with id "${assetId}" exists in the venue's assets`, 'unknown_asset', {
    id: assetId,
  });
}

function checkListedAssets(
  value: unknown,
  path: IssuePath,
  assetIds: Set<string>,
  issues: ValidationIssue[],
) {
  asArray(value).forEach((assetId, index) => {
    if (typeof assetId === 'string' && !assetIds.has(assetId)) {
      issues.push(unknownAsset([...path, index], assetId));
    }
  });
}

/** Duplicate asset ids and every reference to an asset that the venue does not define. */
export function findAssetReferenceIssues(venue: unknown): ValidationIssue[] {
  if (!isRecord(venue)) return [];
  const issues: ValidationIssue[] = [];
  const assetIds = collectUniqueIds(venue.assets, ['assets'], 'asset', issues);
  walkJson(venue, ({ key, value, path }) => {
    if (key !== undefined && SINGLE_ASSET_KEYS.has(key) && typeof value === 'string') {
      if (!assetIds.has(value)) issues.push(unknownAsset(path(), value));
      return false;
    }
    if (key === ASSET_LIST_KEY) {
      checkListedAssets(value, path(), assetIds, issues);
      return false;
    }
    return true;
  });
  return issues;
}
