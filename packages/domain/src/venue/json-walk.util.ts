import type { IssuePath } from './validation-issue.util';

export type JsonVisit = {
  /** The key under which the value sits in its object; undefined for the root and array entries. */
  key?: string;
  value: unknown;
  /** The value's path, spelled out only when asked for (an issue is reported). */
  path: () => IssuePath;
};

type Node = { value: unknown; key?: string; parent?: Node; segment?: string | number };

function pathOf(node: Node): IssuePath {
  const path: (string | number)[] = [];
  for (let at: Node | undefined = node; at?.segment !== undefined; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/**
 * Visits every value of a JSON document in document order; `visit` returns false to skip what is
 * inside a value. Iterative (an explicit stack, each path a link to its parent): the input may be
 * any JSON, and recursion would overflow the stack on a deeply nested one.
 */
export function walkJson(root: unknown, visit: (entry: JsonVisit) => boolean): void {
  const stack: Node[] = [{ value: root }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const current = node;
    if (!visit({ key: current.key, value: current.value, path: () => pathOf(current) })) continue;
    const { value } = current;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], parent: current, segment: index });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: current, segment: key });
      }
    }
  }
}
