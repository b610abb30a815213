import { sql } from 'drizzle-orm';
import type { EshopSyncService } from '../eshop-sync-service';
import { rowsOf as rows } from '../../db/sql-rows';
import { SnapshotWorker } from '../snapshot/snapshot-worker';
import { startFirstSync } from '../snapshot/start-first-sync';
import { pollProductChanges } from '../webhooks/poll-product-changes';
import { shoptetAddonConfig } from './addon-config';

/** The product changes are read this often per connected shop (the webhooks carry the news; this catches up). */
const CHANGES_EVERY_MS = 5 * 60 * 1000;

/**
 * The install half of the e-shop sync on one node: the snapshot worker, the product-changes poller and
 * the first synchronisation after an install. One per EshopSyncService; its tasks run with the service.
 */
export class InstallHalf {
  readonly snapshots: SnapshotWorker;

  constructor(readonly service: EshopSyncService) {
    this.snapshots = new SnapshotWorker(service);
    service.onStart(() => this.snapshots.start());
    service.onStart(() => {
      const timer = setInterval(() => void this.pollChanges(), CHANGES_EVERY_MS);
      timer.unref?.();
      return () => clearInterval(timer);
    });
  }

  /** After an install or a pasted token: webhooks and the snapshot, in the background (Shoptet waits ≤ 5 s for the callback). */
  firstSync(eshopId: number, webhookUrl = shoptetAddonConfig()?.webhookUrl): void {
    void (async () => {
      const http = await this.service.httpFor(eshopId);
      const cipher = this.service.cipher;
      if (!http || !cipher || !webhookUrl) return;
      await startFirstSync(this.service.database.db, cipher, http, eshopId, webhookUrl, new Date());
    })().catch((error) => console.error('First synchronisation could not start', eshopId, error));
  }

  private async pollChanges(): Promise<void> {
    const shops = await rows<{ eshop_id: number }>(
      this.service.database.db,
      sql`SELECT eshop_id FROM shoptet_shops WHERE status = 'active'`,
    );
    for (const { eshop_id } of shops) {
      try {
        const found = await this.service.connectorFor(eshop_id);
        if (found) await pollProductChanges(this.service.database.db, found.connector, eshop_id, new Date());
      } catch (error) {
        console.error('Product changes could not be read', eshop_id, error);
      }
    }
  }
}

const halves = new WeakMap<EshopSyncService, InstallHalf>();

/** The node's install half (made, and its tasks registered, on first use; the runtime asks for it at start). */
export function installHalf(service: EshopSyncService): InstallHalf {
  let half = halves.get(service);
  if (!half) {
    half = new InstallHalf(service);
    halves.set(service, half);
  }
  return half;
}
