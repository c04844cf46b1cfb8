import { asArray, isRecord } from './loose-json.util';
import { collectUniqueIds } from './reference-context.util';
import { type IssuePath, issueAt, type ValidationIssue } from './validation-issue.util';

// Asset ids are referenced under these keys wherever they appear (style, icons, backgrounds,
// widget configurations, content pieces, localized items), so the whole document is walked.
const SINGLE_ASSET_KEYS = new Set(['assetId', 'posterAssetId', 'logoAssetId', 'faviconAssetId']);
const ASSET_LIST_KEY = 'assetIds';

function unknownAsset(path: IssuePath, assetId: string): ValidationIssue {
  return issueAt(path, `No asset with id "${assetId}" exists in the venue's assets`);
}

function walk(value: unknown, path: IssuePath, assetIds: Set<string>, issues: ValidationIssue[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      walk(entry, [...path, index], assetIds, issues);
    });
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (SINGLE_ASSET_KEYS.has(key) && typeof child === 'string') {
      if (!assetIds.has(child)) issues.push(unknownAsset(childPath, child));
    } else if (key === ASSET_LIST_KEY) {
      asArray(child).forEach((assetId, index) => {
        if (typeof assetId === 'string' && !assetIds.has(assetId)) {
          issues.push(unknownAsset([...childPath, index], assetId));
        }
      });
    } else {
      walk(child, childPath, assetIds, issues);
    }
  }
}

/** Duplicate asset ids and every reference to an asset that the venue does not define. */
export function findAssetReferenceIssues(venue: unknown): ValidationIssue[] {
  if (!isRecord(venue)) return [];
  const issues: ValidationIssue[] = [];
  const assetIds = collectUniqueIds(venue.assets, ['assets'], 'asset', issues);
  walk(venue, [], assetIds, issues);
  return issues;
}
