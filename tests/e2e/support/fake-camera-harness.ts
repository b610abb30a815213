// Starts the scanner's harness page on a Vite dev server at 127.0.0.1 and a headless Chromium
// whose camera plays a generated Y4M file.
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS as BROWSER_FLAGS, DESKTOP_CHROMIUM_PATH } from './browser';
import { createServer, type ViteDevServer } from 'vite';

const HARNESS_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'camera-harness');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startHarnessServer(): Promise<{ server: ViteDevServer; origin: string }> {
  const port = await freePort();
  const server = await createServer({
    configFile: false,
    root: HARNESS_ROOT,
    cacheDir: join(tmpdir(), 'sklad-camera-harness-vite'),
    plugins: [react()],
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
    // pre-bundled up front so a late discovery cannot reload the page mid-test
    optimizeDeps: {
      include: [
        'react',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@blueprintjs/core',
        'mobx',
        'mobx-react-lite',
        'inversify',
        'effect',
        'reflect-metadata',
      ],
    },
  });
  await server.listen();
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** The e2e browser's flags, and a camera that needs no permission prompt and plays a file. */
export const CHROMIUM_FLAGS = [
  ...BROWSER_FLAGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export async function launchWithFakeCamera(
  videoPath: string,
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  // playwright gives every launch a fresh temporary profile of its own
  const browser = await chromium.launch({
    // The desktop build: the headless shell's camera did not play the fake capture file (two of this file's
    // tests timed out waiting for a decoded code).
    executablePath: DESKTOP_CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--use-file-for-fake-video-capture=${videoPath}`],
  });
  return { browser, close: () => browser.close() };
}
