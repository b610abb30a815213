import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

function git(cmd: string, fallback: string): string {
  try { return execSync(`git ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || fallback; } catch { return fallback; }
}

// Build info shown in the side menu (SPEC 2.3), fixed at build time.
const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const BUILD_INFO = {
  name: 'Sklad',
  version: pkg.version,
  buildDate: `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${String(now.getFullYear()).slice(2)}`,
  buildTime: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  commit: git('rev-parse --short HEAD', 'unknown'),
  branch: git('rev-parse --abbrev-ref HEAD', 'unknown'),
  dev: process.env.NODE_ENV !== 'production',
};

export default defineConfig({
  root: '.',
  plugins: [
    react(),
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
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  define: { __BUILD_INFO__: JSON.stringify(BUILD_INFO) },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/product-images': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
