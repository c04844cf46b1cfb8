export const RELOADED_KEY = 'startup:reloaded';

/**
 * Removes service workers left by earlier deployments. When one was removed, the page reloads
 * once per session (recorded in session storage) so that nothing it cached stays in use.
 */
export async function removeServiceWorkers(): Promise<'reloading' | 'done'> {
  if (!('serviceWorker' in navigator)) return 'done';
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const removed = await Promise.all(registrations.map((registration) => registration.unregister()));
    if (removed.some(Boolean) && sessionStorage.getItem(RELOADED_KEY) !== 'true') {
      sessionStorage.setItem(RELOADED_KEY, 'true');
      window.location.reload();
      return 'reloading';
    }
  } catch (error) {
    console.error('Error removing service workers', error);
  }
  return 'done';
}
