import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
// The rule file itself: the config is bundled on its own and cannot load the package's index.
import {
  assetVariantWidths,
  SIGNED_ASSET_PREFIXES,
} from '../../packages/domain/src/rules/asset-variant.rule';
import { apiRoutesPlugin, earlyUrl, loadApiRoutes } from './build/api-routes.plugin';
import { excalidrawAssetsPlugin } from './build/excalidraw-assets.plugin';
import { precompressPlugin } from './build/precompress.plugin';
import { routePreload } from './build/route-preload.plugin';
import { EARLY_RESPONSES_GLOBAL } from './src/shared/api/early-responses';
import { SESSION_STORAGE_KEY } from './src/shared/stores/session-storage-key';

export default defineConfig(async (): Promise<UserConfig> => {
  // The contract's routes as the app calls them; every URL below comes from them.
  const api = await loadApiRoutes(import.meta.dirname);
  const venueUrl = earlyUrl(api.venue.read, { architectureId: '$1' });
  return {
    plugins: [
      react(),
      // What every page asks for first, preloaded by index.html.
      apiRoutesPlugin(api, [
        earlyUrl(api.uiConfig.get),
        earlyUrl(api.venue.version),
        earlyUrl(api.auth.loginOptions),
      ]),
      // The login page is where a first visit usually lands: its modules come with the app's.
      routePreload(
        {
          '/login': 'src/features/login/login-page.tsx',
          '/login/reset-password': 'src/features/login/reset-password-page.tsx',
        },
        {
          // In a venue, a logged-in visitor's first calls (as src/app/guards/prefetched-api.ts
          // makes them) start before the app's script has loaded.
          fetches: [
            { path: '^/v/([^/]+)', url: earlyUrl(api.auth.userInfo) },
            { path: '^/v/([^/]+)', url: venueUrl },
          ],
          tokenStorageKey: SESSION_STORAGE_KEY,
          responsesGlobal: EARLY_RESPONSES_GLOBAL,
          // …and the picture of the area entered (src/shared/ui/area-background-uri.ts).
          areaBackground: {
            areaPath: '^/v/([^/]+)/area/([^/]+)',
            venueUrl,
            signUrl: earlyUrl(api.assets.signUrl, { url: '' }),
            signedPrefixes: SIGNED_ASSET_PREFIXES,
            variantWidths: assetVariantWidths,
          },
        },
      ),
      // The whiteboard's fonts, served by the app itself.
      excalidrawAssetsPlugin(import.meta.dirname),
      precompressPlugin(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      rolldownOptions: {
        output: {
          advancedChunks: {
            // Libraries every page needs, as one file: left alone they split into dozens of small
            // shared chunks whose per-file overhead cost ~7 kB gzip of the first load.
            groups: [
              {
                name: 'vendor',
                // Only what the first load uses: a library module only a lazy part needs (the
                // studio's) stays with that part.
                tags: ['$initial'],
                // Only the copies the app itself resolves: a lazy library's own nested copy (the
                // whiteboard's zustand, clsx and stylis) would otherwise join the first load.
                test: /^(?:(?!node_modules).)*node_modules[\\/](?:hoist-non-react-statics[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|@emotion|stylis|i18next|react-i18next|ky|zustand|@mui[\\/](system|utils|styled-engine)|react-transition-group|react-is|clsx|hoist-non-react-statics|@babel)[\\/]/,
              },
              {
                // The rest of the first load (the app's own modules and the MUI components every
                // page draws) as one file too: split by which lazy routes share them, they were a
                // dozen more requests before the first render.
                name: 'app',
                tags: ['$initial'],
              },
              {
                // The login pages with what they need beyond the first load (the text field, its
                // menu and modal, the alert), as one file: left to the automatic split, the login
                // form fetched a dozen small shared chunks after the app's script. Lazy parts that
                // share those components (dialogs, the snackbar) load this file as well.
                name: 'login',
                test: /src[\\/]features[\\/]login[\\/]/,
                includeDependenciesRecursively: true,
              },
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000', '/backend-assets': 'http://127.0.0.1:3000' } },
  };
});
