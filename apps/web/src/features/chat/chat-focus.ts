/**
 * Where the focus goes back to when the panel is minimised: the launcher that opened it (kept
 * here, as the panel is drawn in a portal far from the header).
 */
let launcher: HTMLElement | null = null;

export const registerLauncher = (element: HTMLElement | null) => {
  launcher = element;
};

export const focusLauncher = () => launcher?.focus();
