import type { ApiHost } from '../../application/ports/http-client.port';

export type ApiBaseUrls = Record<ApiHost, string>;

/**
 * Base URL per API host of SPEC 7, from the build environment (VITE_API_MAIN, VITE_API_SETTINGS,
 * VITE_API_AUTH). The default single-server layout mounts them under /api/… on the app's origin.
 */
export function apiBaseUrls(env: Record<string, string | undefined>): ApiBaseUrls {
  return {
    main: env.VITE_API_MAIN ?? '/api/sklad',
    settings: env.VITE_API_SETTINGS ?? '/api/settings',
    auth: env.VITE_API_AUTH ?? '/api/auth',
  };
}

/**
 * SPEC 7: dev is detected when the host contains localhost or one of the dev IPs. Dev uses the
 * Bearer header and keeps tokens in local storage; anything else relies on HttpOnly cookies.
 */
export function isDevHost(hostname: string, devIps: readonly string[]): boolean {
  return hostname.includes('localhost') || devIps.some((ip) => ip !== '' && hostname.includes(ip));
}

export function devIpsFrom(env: Record<string, string | undefined>): string[] {
  return (env.VITE_DEV_IPS ?? '127.0.0.1')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
