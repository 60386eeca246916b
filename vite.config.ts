// Builds the web app and its service worker (injectManifest: our own worker in sw/).
import { fileURLToPath, URL } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const buildId = `${pkg.version}-${Date.now().toString(36)}`;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    react(),
    // The server's render (src/entry-server.tsx) is no part of the app the worker serves.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: {
          // .wasm: the door scanner's QR reader, so the scanner starts with no signal.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Install-dialog screenshots are for the browser's dialog and the share card for link
          // previews, not for offline use.
          globIgnores: ['screenshots/**', 'icons/share-card.png'],
        },
        manifest: {
          id: '/',
          name: 'Floorcraft',
          short_name: 'Floorcraft',
          description: 'Find Dance. Teach Dance. Grow Dance. Dance events, tickets and check-in.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          lang: 'en-AU',
          theme_color: '#5b2a86',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          // The richer install dialog (rendered by scripts/render-screenshots.ts).
          screenshots: [
            {
              src: '/screenshots/calendar-wide.png',
              sizes: '1280x720',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Find dance events and buy tickets',
            },
            {
              src: '/screenshots/calendar-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Dance events on your phone',
            },
          ],
        },
      }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest (dist/.vite/manifest.json) tells the server which chunks a page's route needs, to
  // name them in its HTML (server/pages/route-preloads.ts).
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // What the entry imports is one chunk, what pages share another, and each page its
            // own: a page is two or three requests, not twenty small ones, each with its own
            // round trip on a phone's connection.
            codeSplitting: {
              groups: [
                { name: 'boot', tags: ['$initial'], priority: 2 },
                { name: 'shared', minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
}));
