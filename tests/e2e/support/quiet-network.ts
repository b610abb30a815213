import type { BrowserContext, Page, Request } from 'playwright-core';

/** Requests in flight per browser context, event streams left out. */
const inFlightByContext = new WeakMap<BrowserContext, Set<Request>>();

const QUIET_MS = 500;
const POLL_MS = 25;

/**
 * The app keeps one live-updates stream open for as long as it runs, so Playwright's `networkidle`
 * (no request in flight for 500 ms) never comes. This is the same condition with the stream left out.
 */
export function trackRequests(context: BrowserContext): void {
  const inFlight = new Set<Request>();
  context.on('request', (request) => {
    if (!isEventStream(request)) inFlight.add(request);
  });
  context.on('requestfinished', (request) => inFlight.delete(request));
  context.on('requestfailed', (request) => inFlight.delete(request));
  inFlightByContext.set(context, inFlight);
}

/** True once no request (other than an event stream) has been in flight for 500 ms; false if the page is untracked. */
export async function waitForQuietNetwork(page: Page, timeout = 30_000): Promise<boolean> {
  const inFlight = inFlightByContext.get(page.context());
  if (!inFlight) return false;
  const deadline = Date.now() + timeout;
  let quietSince = inFlight.size === 0 ? Date.now() : Number.POSITIVE_INFINITY;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline)
      throw new Error(`requests still in flight after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (inFlight.size > 0) quietSince = Number.POSITIVE_INFINITY;
    else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
  }
  return true;
}

function isEventStream(request: Request): boolean {
  return (
    (request.headers()['accept'] ?? '').includes('text/event-stream') ||
    new URL(request.url()).pathname.endsWith('/live/events/')
  );
}
