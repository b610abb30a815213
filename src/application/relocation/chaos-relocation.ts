import { matchesQueueItem } from '../../domain/relocation/chaos-queue';
import { describeFailure, HttpFailure } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import type { ScanLookup } from '../scanning/scan-lookup.port';
import { scannedProductCode } from '../scanning/scanned-product';
import type { ChaosQueueApi, QueueItem } from './relocation-api.port';

/** The queue as the screen shows it when a scan is read: its lines (of the chosen mode) and the chosen one. */
export interface ChaosQueueState {
  readonly items: readonly QueueItem[];
  readonly selected: QueueItem | null;
}

/** What a scan means on the chaos queue. */
export type ChaosScan =
  | { kind: 'pick'; item: QueueItem }
  | { kind: 'keep' }
  | { kind: 'target'; location: string }
  | { kind: 'refused'; intent: 'warning' | 'danger'; text: string };

export const sameProduct = (a: QueueItem, b: QueueItem) => a.code === b.code && a.sarze_id === b.sarze_id;
const sameLine = (a: QueueItem, b: QueueItem) => sameProduct(a, b) && a.location_id === b.location_id;

/** Whether the chosen line is still in a freshly loaded queue (a colleague may have moved it). */
export const stillQueued = (items: readonly QueueItem[], selected: QueueItem) =>
  items.some((i) => sameLine(i, selected));

/**
 * A scan: with no product chosen it picks the queue line of that product (code, EAN or multi-EAN box,
 * through the one scan lookup) or of that receiving location; with a product chosen, a location of its
 * queue lines becomes where it is taken from and any other place is where it goes. Matched on the phone
 * it answers at once (a scanner sends the next code without waiting); the queue is read again after a
 * lookup, as it is then. Undefined: the text is empty.
 */
export function readChaosScan(
  queue: ChaosQueueState,
  raw: string,
  lookup: ScanLookup,
): ChaosScan | Promise<ChaosScan> | undefined {
  const code = raw.trim();
  if (!code) return undefined;
  const lines = queue.items.filter((i) => matchesQueueItem(i, code));
  if (lines.length || fromLocation(queue, code)) return meaning(queue, code, lines);
  return lookUp(queue, code, lookup);
}

function fromLocation(queue: ChaosQueueState, code: string): QueueItem | undefined {
  const selected = queue.selected;
  if (!selected) return undefined;
  return queue.items.find((i) => sameProduct(i, selected) && i.location_name.toLowerCase() === code.toLowerCase());
}

/** Neither a queued code, EAN nor receiving location: an EAN box of a queued product, or a target place. */
async function lookUp(queue: ChaosQueueState, code: string, lookup: ScanLookup): Promise<ChaosScan> {
  let product: string | null;
  try {
    product = await scannedProductCode(lookup, code);
  } catch (e) {
    return { kind: 'refused', intent: 'danger', text: describeFailure(e) };
  }
  const lines = product ? queue.items.filter((i) => i.code === product) : [];
  if (product && !lines.length) {
    const what = product === code ? code : `${code} (${product})`;
    return { kind: 'refused', intent: 'warning', text: `${what} ve frontě k přeskladnění není.` };
  }
  return meaning(queue, code, lines);
}

function meaning(queue: ChaosQueueState, code: string, lines: QueueItem[]): ChaosScan {
  const selected = queue.selected;
  if (!selected) {
    if (lines.length) return { kind: 'pick', item: lines[0] };
    return { kind: 'refused', intent: 'warning', text: `${code} ve frontě k přeskladnění není.` };
  }
  const from = fromLocation(queue, code);
  if (from) return { kind: 'pick', item: from };
  if (lines.length) {
    // the chosen product scanned again keeps the choice; another queued product replaces it
    return lines.some((l) => sameProduct(l, selected)) ? { kind: 'keep' } : { kind: 'pick', item: lines[0] };
  }
  return { kind: 'target', location: code.toUpperCase() };
}

/** One move out of the queue as the worker set it up. */
export interface ChaosMovePlan {
  guid: string;
  item: QueueItem;
  from: string;
  to: string;
  amount: number;
}

export type ChaosMoveOutcome =
  | { moved: true; guid: string; text: string }
  /** `stale`: someone else moved first (409), so the queue is to be loaded again. */
  | { moved: false; stale: boolean; text: string };

/** One ledger relocation with its own idempotency key, carrying the queue's lastUpdateGuid. */
export async function sendChaosMove(
  deps: { api: ChaosQueueApi; ids: IdGenerator },
  plan: ChaosMovePlan,
): Promise<ChaosMoveOutcome> {
  const move = {
    guid: plan.guid,
    code: plan.item.code,
    sarze_id: plan.item.sarze_id || null,
    from_location: plan.from,
    to_location: plan.to,
    amount: plan.amount,
  };
  try {
    const answer = await deps.api.move(move, { idempotencyKey: deps.ids.uuid() });
    const text = `${move.code}: ${move.amount} ks přesunuto z ${move.from_location} na ${move.to_location}.`;
    return { moved: true, guid: answer.guid, text };
  } catch (e) {
    return { moved: false, stale: e instanceof HttpFailure && e.status === 409, text: describeFailure(e) };
  }
}
