import type { LiveBus } from '../../server/live/live-bus';
import type { ProviderStates } from './provider-context';

/**
 * The live stream stays open for minutes, which a contract cannot wait for. This state makes the next
 * stream that subscribes hear a resync and then the node closing, so the real route writes its frames
 * (`ready`, `resync`) and ends: a fixed, complete body. Only that one stream is affected.
 */
export const liveStates: ProviderStates = {
  async 'signed in as admin, the next live stream hears a resync and ends'(ctx) {
    await ctx.signInAs('admin');
    const bus: LiveBus = ctx.runtime.deps.live;
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (listener) => {
      bus.subscribe = subscribe;
      const unsubscribe = subscribe(listener);
      queueMicrotask(() => {
        listener({ resync: true });
        listener({ closing: true });
      });
      return unsubscribe;
    };
  },
};
