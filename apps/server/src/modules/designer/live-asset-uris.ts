const PREVIEW_PREFIX = '/backend-assets/preview/';
const LIVE_PREFIX = '/backend-assets/live/';

/**
 * Rewrites, in place, every preview asset URI in parsed JSON to its live twin (publishing copies
 * the files alike). Iterative, so no nesting can overflow the stack.
 */
export function toLiveUris<T>(root: T): T {
  const stack: unknown[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!node || typeof node !== 'object') continue;
    const container = node as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const value = container[key];
      if (typeof value === 'string' && value.startsWith(PREVIEW_PREFIX)) {
        container[key] = LIVE_PREFIX + value.slice(PREVIEW_PREFIX.length);
      } else if (value && typeof value === 'object') {
        stack.push(value);
      }
    }
  }
  return root;
}
