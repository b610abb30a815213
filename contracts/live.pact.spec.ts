import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { FetchLiveUpdates } from '../src/infrastructure/live/fetch-live-updates';
import { consumerSpec } from './support/consumer-spec';
import { BEARER } from './support/matchers';

const { regex } = MatchersV3;

/**
 * Opening the live stream (docs/decisions/live.md) as the real FetchLiveUpdates does it. A stream is
 * open-ended; the contract fixes the request, the status, the content type and a complete body of the
 * `ready` frame and one `resync` event (the provider state makes the real stream end after it). Event
 * ids vary from run to run, so the `stock`-style events with ids are left to the server's own tests.
 */
interface TextBodyBuilder {
  interaction: { withResponseBody(body: string, contentType: string): boolean };
}

const BODY = 'event: ready\ndata: {}\n\nevent: resync\ndata: {}\n\n';

export default consumerSpec('LiveUpdates', [
  {
    title: 'the live stream opens with a Bearer and text/event-stream; a resync makes the listener refetch',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin, the next live stream hears a resync and ends')
        .uponReceiving('a request opening the live event stream')
        .withRequest('GET', '/api/sklad/live/events/', (b) => b.headers({ ...BEARER, accept: 'text/event-stream' }))
        .willRespondWith(200, (b) => {
          b.headers({ 'content-type': regex(/^text\/event-stream/, 'text/event-stream') });
          // pact-js's body(type, Buffer) only checks a binary body's sniffed type (text/plain here);
          // a text body is compared exactly, and only the interaction underneath offers one.
          (b as unknown as TextBodyBuilder).interaction.withResponseBody(BODY, 'text/event-stream');
          return b;
        }),
    exercise: async ({ http }) => {
      const live = new FetchLiveUpdates(http);
      let stop = () => {};
      const refetched = new Promise<string>((resolve) => {
        stop = live.onChange(['stock'], () => resolve('refetched'));
      });
      try {
        expect(await refetched).toBe('refetched');
      } finally {
        stop();
      }
    },
  },
]);
