import { resolveTarget } from '../../shared/routing/route-paths';
import { useUiStore, whenNavigationUnlocked } from '../../shared/stores/ui.store';
import { areaGuard } from './area.guard';
import { defaultAreaGuard } from './default-area.guard';
import type { Guard, GuardApi } from './guard.types';
import { loginGuard } from './login.guard';
import { publicationGuard } from './publication.guard';
import { venueLoadingGuard } from './venue-loading.guard';

/** The global guards in the order of spec §2.2, the default-area route after venue loading. */
export const guards: Guard[] = [venueLoadingGuard, defaultAreaGuard, areaGuard, loginGuard, publicationGuard];

/** Closes open dialogs one after another, innermost first. */
export function closeDialogs() {
  const ui = useUiStore.getState();
  while (ui.popDialog() !== undefined);
}

/** Runs before every navigation; returns where to go instead, or undefined to continue. */
export async function runGuards(url: URL, api: GuardApi): Promise<string | undefined> {
  const target = resolveTarget(url);
  if ('legacyRedirect' in target) return target.legacyRedirect;
  closeDialogs();
  await whenNavigationUnlocked();
  for (const guard of guards) {
    const redirectTo = await guard(target, api);
    if (redirectTo && redirectTo !== target.fullPath) return redirectTo;
  }
  return undefined;
}
