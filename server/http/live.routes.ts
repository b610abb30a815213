import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { liveKindsOfWrite } from '../../src/domain/live/live-kinds';
import { badInput } from '../failures';
import { runLiveStream } from '../live/live-stream';
import { LiveEvents } from '../../src/api/live.schema';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/**
 * After a write of the warehouse API has answered successfully (its transaction committed), its
 * e-shop's listeners hear the kind of change. A failed publish never fails the write: clients
 * catch up at their next reconnect or refetch.
 */
export const publishCommitted = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 300) return;
  const kinds = liveKindsOfWrite(c.req.method, c.req.path.replace(/^\/api\/sklad/, ''));
  if (kinds.length === 0) return;
  const { eshopId } = c.var.session;
  c.var.deps.live.publish(eshopId, kinds).catch((error) => console.error('Live update not published', error));
});

/** GET /live/events/: the session's e-shop's changes as server-sent events (docs/decisions/live.md). */
export function liveRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, LiveEvents, async (_, c) => {
    const header = c.req.header('last-event-id');
    if (header !== undefined && !/^\d{1,18}$/.test(header))
      throw badInput('Hlavička Last-Event-ID musí být číslo poslední přijaté události.');
    const session = c.var.session;
    const bus = c.var.deps.live;
    return streamSSE(c, async (stream) => {
      const stopped = new Promise<void>((resolve) => stream.onAbort(resolve));
      await runLiveStream(
        bus,
        session,
        header === undefined ? null : Number(header),
        (f) => stream.writeSSE(f),
        stopped,
      );
    });
  });
  return app;
}
