import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into the page (jsdom) inside a router at `path`; `unmount` removes it again. */
export async function render(element: ReactElement, path = '/v/expo/area/lobby') {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(createElement(MemoryRouter, { initialEntries: [path] }, element)));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and lazy components settle inside act. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The element with a role and accessible name given by aria-label, or throws. */
export function byLabel<T extends HTMLElement = HTMLElement>(root: ParentNode, label: string): T {
  const element = root.querySelector<T>(`[aria-label="${label.replace(/"/g, '\\"')}"]`);
  if (!element) throw new Error(`nothing labelled "${label}"`);
  return element;
}

/** Waits, inside act, until `check` holds (lazy components loading, answers arriving). */
export async function actUntil(check: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting inside act');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}
