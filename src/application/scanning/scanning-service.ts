import { batchRequiredText } from '../../domain/batches/batch-rules';
import { withFefoProposal } from '../../domain/batches/fefo-proposal';
import { scanIntoList, type ScannedLine } from '../../domain/stock/scanned-list';
import { placeScanned, type ScanPhase } from '../../domain/stock/scanned-place';
import { HttpFailure } from '../errors';
import { QueuedOffline } from '../offline/offline-failures';
import type { IdGenerator } from '../ports/id-generator.port';
import type { ProductActionSpec } from '../stock-movements/product-actions';
import { linesMissingBatch, scanHitOf } from '../stock-movements/scan-hit';
import { describeStockFailure } from '../stock-movements/stock-failure';
import type { ScannedProduct, StockMovementsApi, StockWrite } from '../stock-movements/stock-movements.port';
import { listSubmission, type ListToSend } from '../stock-movements/submit-list';
import type { LocationContent, ScanLookup, ScanLookupAnswer } from './scan-lookup.port';
import { soleReason, submitFailure, type SubmitFailure } from './submit-outcome';

export interface ScanningPorts {
  api: StockMovementsApi;
  /** What a scanned code is (POST /inventory/scan/): every location scan, and product scans the search does not know. */
  lookup: ScanLookup;
  /** Idempotency keys of submits and undos. */
  ids: IdGenerator;
}

/** The list as the screen holds it when a scan is handled (read again after each answer). */
export interface ScanningList {
  readonly kind: ProductActionSpec['kind'];
  readonly phase: ScanPhase;
  readonly location: string | null;
  readonly lines: readonly ScannedLine[];
}

export type ScanResult =
  /** A location: the list's own (with what the ledger says it holds, when asked) or a relocation's target. */
  | { kind: 'place'; phase: 'location' | 'target'; name: string; contents: readonly LocationContent[] | null }
  /** A product counted into the list (R-SCAN-01..06, the FEFO batch proposed on the way out). */
  | { kind: 'line'; product: ScannedProduct; lines: readonly ScannedLine[] }
  /** A scan that cannot be used: `code` names it in the problem list; `phase`, what the field asks for next when it changes. */
  | { kind: 'problem'; code: string; text: string; reason?: string; phase?: ScanPhase };

/** The idempotency key of a list being sent; a retry of the same request reuses it (SPEC 9). */
export interface SubmitKey {
  readonly fingerprint: string;
  readonly key: string;
}

export type SubmitResult =
  | { kind: 'sent'; written: StockWrite }
  /** Stored on the device while offline (docs/decisions/live.md); it leaves the list as a sent one does. */
  | { kind: 'queued'; key: string; pieces: number }
  /** Nothing was written; `attempt` is kept, so sending the same list again cannot apply it twice. */
  | ({ kind: 'refused'; attempt: SubmitKey; error: unknown } & SubmitFailure);

export type UndoResult = { ok: true } | { ok: false; text: string; reason?: string };

/**
 * Scanning into a list and submitting it, the use case of the six stock actions (/products/:actionType):
 * a scan is looked up (a product by the search, a location or an unknown code by the one scan lookup),
 * placed by the domain's rules and answered as a typed result the screen applies; a list is sent with
 * an idempotency key, or stored offline by the API's adapter. It knows no screen, focus or dialog.
 */
export class ScanningService {
  constructor(private readonly ports: ScanningPorts) {}

  async scan(code: string, read: () => ScanningList): Promise<ScanResult> {
    const list = read();
    if (list.phase !== 'products') {
      const answer = await this.lookUp(code, list.location, list.phase === 'location' && list.kind === 'check');
      return 'kind' in answer ? answer : this.place(code, answer, read());
    }
    let product: ScannedProduct;
    try {
      product = await this.ports.api.search(code, list.location);
    } catch (e) {
      if (!(e instanceof HttpFailure && e.status === 404))
        return { kind: 'problem', code, text: describeStockFailure(e), reason: soleReason(e) };
      // Not a product code or EAN as typed: maybe a location, or a code in other letter case.
      const answer = await this.lookUp(code, list.location, false);
      if ('kind' in answer) return answer;
      if (!answer.product) return this.place(code, answer, read());
      product = answer.product;
    }
    return this.countIn(product, read());
  }

  /** Why the list cannot be sent as it is (a line without its required batch), or null. */
  refusalBeforeSend(lines: readonly ScannedLine[]): string | null {
    const missing = linesMissingBatch(lines);
    return missing.length ? batchRequiredText(missing[0].code) : null;
  }

  /** Sends the list; `previous` is the key of the last attempt, reused when the request is the same. */
  async submit(spec: ProductActionSpec, list: ListToSend, previous: SubmitKey | null): Promise<SubmitResult> {
    const call = listSubmission(this.ports.api, spec, list);
    const attempt =
      previous?.fingerprint === call.fingerprint
        ? previous
        : { fingerprint: call.fingerprint, key: this.ports.ids.uuid() };
    try {
      return { kind: 'sent', written: await call.send(attempt.key) };
    } catch (e) {
      if (e instanceof QueuedOffline) return { kind: 'queued', key: e.key, pieces: e.pieces };
      return { kind: 'refused', attempt, error: e, ...submitFailure(e, list.lines) };
    }
  }

  /** Undo of a submit: a reverse record of the change it created (R-LOG-02). */
  async undo(changeId: number): Promise<UndoResult> {
    try {
      await this.ports.api.revert(changeId, { idempotencyKey: this.ports.ids.uuid() });
      return { ok: true };
    } catch (e) {
      return { ok: false, text: describeStockFailure(e), reason: soleReason(e) };
    }
  }

  /** The products of a list restored from the device, looked up again one by one for their names. */
  async refill(codes: readonly string[], location: string | null, found: (product: ScannedProduct) => void) {
    for (const code of new Set(codes)) {
      try {
        found(await this.ports.api.search(code, location));
      } catch {
        // The row shows its code without the name; the submit will say what is wrong with it.
      }
    }
  }

  private async lookUp(
    code: string,
    location: string | null,
    withContents: boolean,
  ): Promise<ScanLookupAnswer | Extract<ScanResult, { kind: 'problem' }>> {
    try {
      return await this.ports.lookup.lookUp(code, { locationName: location, withContents });
    } catch (e) {
      return { kind: 'problem', code, text: describeStockFailure(e) };
    }
  }

  private place(code: string, answer: ScanLookupAnswer, list: ScanningList): ScanResult {
    const decision = placeScanned({
      code,
      phase: list.phase,
      takesTarget: list.kind === 'move',
      location: list.location,
      listed: list.lines.length,
      found: answer.location?.name ?? null,
      product: answer.product ? { code: answer.product.variant.code, name: answer.product.name } : null,
    });
    if (!decision.ok)
      return { kind: 'problem', code: decision.about ?? code, text: decision.text, phase: decision.phase };
    return { kind: 'place', phase: decision.phase, name: decision.name, contents: answer.contents ?? null };
  }

  private countIn(product: ScannedProduct, list: ScanningList): ScanResult {
    const code = product.variant.code;
    const from = list.kind === 'out' || list.kind === 'move' ? list.location : null;
    if (from !== null && product.invalidLocation)
      return { kind: 'problem', code, text: `Produkt ${code} na pozici ${from} není.` };
    const hit = scanHitOf(product, list.lines, from);
    const outcome = scanIntoList(list.lines, from !== null ? withFefoProposal(hit, product, from, list.lines) : hit);
    if (!outcome.ok) return { kind: 'problem', code, text: outcome.error.detail, reason: outcome.error.reason };
    return { kind: 'line', product, lines: outcome.list };
  }
}
export const ScanningServiceToken = Symbol.for('ScanningService');
