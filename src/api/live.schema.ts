import type { ApiEndpoint } from './endpoint';
import { sklad } from './endpoint';

/** The one live call: a text/event-stream of `{ kind }` events with ids (kinds in src/domain/live). */
export const LiveEvents = sklad(
  'GET',
  '/live/events/',
  'Živé změny e-shopu (server-sent events): druh a id každé potvrzené změny, kterou role smí vidět',
  [],
  { headers: ['Last-Event-ID'] },
);

export const liveEndpoints: readonly ApiEndpoint[] = [LiveEvents];
