import type { Page, Response } from 'playwright-core';

/**
 * Resolves when the page's live-updates stream (GET …/live/events/, docs/decisions/live.md) has been answered:
 * from then on the page hears every change the server commits. Call it before the navigation (or sign-in) that
 * opens the stream, for a test whose change must reach a page already open.
 */
export function liveStreamOpened(page: Page, timeout = 30_000): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/live/events/') && r.ok(), { timeout });
}
