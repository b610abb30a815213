import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Tells an e-shop's live streams that its print jobs or printers changed. The print agent's calls have
 * no user session, so the warehouse API's publish-after-commit middleware never sees them: each agent
 * route calls this once its change has committed. The e-shop is the agent key's, never the payload's.
 * A failed publish never fails the call (clients catch up at their next refetch).
 */
export function publishPrinting(c: Context<AppEnv>, eshopId: number): void {
  c.var.deps.live.publish(eshopId, ['printing']).catch((error) => console.error('Live update not published', error));
}
