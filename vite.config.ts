import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin as PostcssPlugin, Rule } from 'postcss';
import pkg from './package.json' with { type: 'json' };
import { buildDateOf } from './src/domain/menu/build-info';
import { iconsNamedInUi } from './scripts/icons-named-in-ui';
import { precompress } from './scripts/precompress';

function git(cmd: string, fallback: string): string {
  try {
    return (
      execSync(`git ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || fallback
    );
  } catch {
    return fallback;
  }
}

// Build info shown in the side menu (SPEC 2.3), fixed at build time.
const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const BUILD_INFO = {
  name: 'Sklad',
  // SKLAD_BUILD_VERSION stamps a build (the e2e update-prompt test builds twice with different stamps).
  version: process.env.SKLAD_BUILD_VERSION ?? pkg.version,
  buildDate: buildDateOf({ day: now.getDate(), month: now.getMonth() + 1, year: now.getFullYear() }),
  buildTime: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  commit: git('rev-parse --short HEAD', 'unknown'),
  branch: git('rev-parse --abbrev-ref HEAD', 'unknown'),
  dev: process.env.NODE_ENV !== 'production',
};

// The app has a light theme only: Blueprint's dark-theme rules are ~8 KB of gzipped CSS nobody uses.
const dropDarkTheme: PostcssPlugin = {
  postcssPlugin: 'sklad-drop-dark-theme',
  Rule(rule: Rule) {
    if (!rule.selector.includes('.bp6-dark')) return;
    const keep = rule.selectors.filter((s) => !s.includes('.bp6-dark'));
    if (keep.length === 0) rule.remove();
    else rule.selectors = keep;
  },
};

// One small chunk per Blueprint icon (src/ui/shell/icon-loader.ts), kept apart so the precache skips them.
const ICON_PATHS = /@blueprintjs\/icons\/lib\/esm\/generated\/(16|20)px\/paths\//;

const ICONS_NAMED_IN_UI = iconsNamedInUi(fileURLToPath(new URL('.', import.meta.url)));
const ICON_CHUNK = /^assets\/icons\/(.+)-[\w-]{8}\.js$/;
const isPrecachedIcon = (url: string) => {
  const icon = ICON_CHUNK.exec(url);
  return !icon || ICONS_NAMED_IN_UI.has(icon[1]);
};

// Blueprint's icon loader imports the table of all icon names only to validate a name: give it a check without
// the table (src/ui/shell/blueprint-icon-names.ts). Everything else importing the names still gets the real ones.
const ICON_LOADER = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/;
const iconNamesWithoutTable: Plugin = {
  name: 'sklad-icon-names-without-table',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './iconNames' && importer && ICON_LOADER.test(importer))
      return fileURLToPath(new URL('./src/ui/shell/blueprint-icon-names.ts', import.meta.url));
    return null;
  },
};

export default defineConfig({
  root: '.',
  plugins: [
    react(),
    iconNamesWithoutTable,
    VitePWA({
      filename: 'serviceworker.js',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Sklad',
        short_name: 'Sklad',
        lang: 'cs',
        description: 'Skladové hospodářství e-shopu',
        theme_color: '#e91e63',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/product-images\//],
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,wav,webmanifest}'],
        // Blueprint's all-icons chunks are never used. Of the one-icon chunks, those the screens name are
        // precached (a screen first opened offline draws them); any other is fetched when drawn and cached then.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((e) => isPrecachedIcon(e.url)), warnings: [] }),
        ],
        globIgnores: ['**/assets/paths-*.js', '**/assets/allPaths*.js', '**/assets/splitPathsBySizeLoader-*.js'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/icons\//,
            handler: 'CacheFirst',
            options: { cacheName: 'icons', expiration: { maxEntries: 400 } },
          },
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Last: compresses what every plugin before it wrote, the service worker included.
    precompress(),
  ],
  define: { __BUILD_INFO__: JSON.stringify(BUILD_INFO) },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/product-images': 'http://127.0.0.1:8080' } },
  css: { postcss: { plugins: [dropDarkTheme] } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => ICON_PATHS.test(id))
            ? 'assets/icons/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
