/** Where the built app lives and what it is built from (a newer file here means dist/ is stale). */
export const DIST_DIR = 'dist';
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package.json',
  'package-lock.json',
];

/** Access-token lifetime of the shared e2e server: SKLAD_E2E_ACCESS_TTL seconds, default 15 minutes. */
export function e2eAccessTtlSeconds(): number {
  const raw = Number(process.env.SKLAD_E2E_ACCESS_TTL);
  return Number.isFinite(raw) && raw > 0 ? raw : 15 * 60;
}

export const SCREENSHOT_DIR = 'test-results/screenshots';

/** Viewports the e2e tests look at the app in. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The production (cookie) host: not localhost and not a dev IP (VITE_DEV_IPS defaults to 127.0.0.1). */
export const PRODUCTION_HOST = '127.0.0.2';
export const DEV_HOST = 'localhost';

export const appUrl = (host: string, port: number, path = '/') => `http://${host}:${port}${path}`;
