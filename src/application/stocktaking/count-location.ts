import { describeFailure, NetworkFailure, OperationErrors } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import { describeStockFailure } from '../stock-movements/stock-failure';
import type { ScannedProduct, StockMovementsApi } from '../stock-movements/stock-movements.port';
import { findLocation } from '../../domain/stocktaking/counted-lines';
import type { AddProductRequest, CheckDetail, CountedLine, EditRequest, StocktakingApi } from './stocktaking-api.port';

export interface CountPorts {
  api: StocktakingApi;
  products: Pick<StockMovementsApi, 'search'>;
  ids: IdGenerator;
}

/** What a product scanned at a location means: a count entry to send, a batch to ask for first, or a refusal. */
export type CountScan =
  | { kind: 'entry'; entry: AddProductRequest }
  | { kind: 'batch'; product: ScannedProduct; amount: number }
  | { kind: 'refused'; detail: string };

/** What a scanned code means while counting: the location to count now, or a product scan's meaning. */
export type CountCode = { kind: 'location'; name: string } | CountScan;

/** What sending an entry did: counted (the line as the server now has it), kept to resend, or refused. */
export type EntrySent =
  | { kind: 'counted'; line: CountedLine }
  | { kind: 'unsent'; entry: AddProductRequest }
  | { kind: 'refused'; detail: string };

export type LocationEdit = 'mark_counted' | 'unmark_counted' | 'recount';
/** An edit's answer: the check as the server now has it, and what to tell the worker (null: nothing). */
export interface Edited {
  detail: CheckDetail;
  done: string | null;
}
const LOCATION_DONE: Partial<Record<EditRequest['action'], string>> = {
  mark_counted: 'Pozice je spočítaná.',
  recount: 'Pozice se počítá znovu.',
};

/** What the worker is told after a send: the counted line's new amount, a resend to do, or the refusal. */
export function sentNotice(sent: EntrySent): {
  intent: 'success' | 'warning' | 'danger';
  text: string;
  sound: 'correct' | 'incorrect';
} {
  if (sent.kind === 'counted')
    return { intent: 'success', text: `${sent.line.code}: ${sent.line.amount} ks`, sound: 'correct' };
  if (sent.kind === 'unsent')
    return {
      intent: 'warning',
      text: 'Sken se nepodařilo odeslat; odešlete ho znovu, až bude spojení.',
      sound: 'incorrect',
    };
  return { intent: 'danger', text: sent.detail, sound: 'incorrect' };
}

/**
 * Counting a location of a stock-taking (SPEC 7 "Stock-taking", /stocktaking/detail/:id): each scan is a count
 * entry with its own id, so an entry resent after a dropped connection is counted once; entries of every device
 * add up on the server. Edits and removals carry an idempotency key each.
 */
export class CountLocation {
  constructor(
    readonly id: number,
    private readonly ports: CountPorts,
  ) {}

  detail(location: string | null) {
    return this.ports.api.detail(this.id, location ?? undefined);
  }

  /** The progress and the open location's lines, or the Czech reason they could not be fetched. */
  async shown(location: string | null): Promise<{ detail: CheckDetail } | { failure: string }> {
    try {
      return { detail: await this.detail(location) };
    } catch (e) {
      return { failure: describeFailure(e) };
    }
  }

  /** An edit or a removal: what it answered, or the Czech reason the stock rules give for refusing it. */
  async tried<T>(write: () => Promise<T>): Promise<{ ok: true; answer: T } | { ok: false; failure: string }> {
    try {
      return { ok: true, answer: await write() };
    } catch (e) {
      return { ok: false, failure: describeStockFailure(e) };
    }
  }

  /**
   * A code from the field, a scanner or the camera: a location of this stock-taking opens it, anything else is
   * a product counted at the open one. Nothing is counted once the stock-taking has ended.
   */
  codeScanned(code: string, detail: CheckDetail | null, location: string | null): CountCode | Promise<CountCode> {
    if (!detail || detail.status !== null) return { kind: 'refused', detail: 'Tato inventura už neběží.' };
    const place = findLocation(detail.location_states, code);
    if (place) return { kind: 'location', name: place.name };
    if (!location)
      return { kind: 'refused', detail: `Pozice „${code}“ do této inventury nepatří. Nejdříve naskenujte pozici.` };
    return this.productScanned(code, location);
  }

  /**
   * A product code scanned at `location`. The seam for the shared scanning use case: the lookup and the scan's
   * amount (a multi-EAN box counts its pieces, R-SCAN-06) are the stock screens'.
   */
  async productScanned(code: string, location: string): Promise<CountScan> {
    let product: ScannedProduct;
    try {
      product = await this.ports.products.search(code, location);
    } catch (e) {
      return { kind: 'refused', detail: describeStockFailure(e) };
    }
    const amount = product.variant.custom_quantity ?? 1;
    if (product.vynutit_zadani_sarze) return { kind: 'batch', product, amount };
    return { kind: 'entry', entry: this.entry(location, product.variant.code, amount, null, null) };
  }

  /** A count entry with an id of its own. */
  entry(
    location: string,
    code: string,
    amount: number,
    sarzeId: number | null,
    newBatch: { name: string; expires_at: string | null } | null,
  ): AddProductRequest {
    return {
      id: this.id,
      client_entry_id: this.ports.ids.uuid(),
      location_name: location,
      code,
      amount,
      ...(sarzeId !== null ? { sarze_id: sarzeId } : {}),
      ...(newBatch ? { new_sarze: newBatch } : {}),
    };
  }

  async send(entry: AddProductRequest): Promise<EntrySent> {
    try {
      return { kind: 'counted', line: (await this.ports.api.addProduct(entry)).line };
    } catch (e) {
      if (e instanceof NetworkFailure) return { kind: 'unsent', entry };
      return { kind: 'refused', detail: e instanceof OperationErrors ? describeStockFailure(e) : describeFailure(e) };
    }
  }

  edit(request: EditRequest) {
    return this.ports.api.edit(this.id, request, this.write());
  }

  /** A counted line's amount set by hand. */
  amountSet({ location_name, code, sarze_id }: CountedLine, amount: number): Promise<Edited> {
    return this.edited({ action: 'set_amount', location_name, code, sarze_id, amount });
  }

  /** The open location marked counted, unmarked, or emptied to be counted again (everything counted there is dropped). */
  locationEdited(action: LocationEdit, location: string): Promise<Edited> {
    return this.edited({ action, location_name: location });
  }

  private async edited(request: EditRequest): Promise<Edited> {
    return { detail: await this.edit(request), done: LOCATION_DONE[request.action] ?? null };
  }

  lineRemoved(line: CountedLine) {
    const { location_name, code, sarze_id } = line;
    return this.ports.api.removeProduct({ id: this.id, location_name, code, sarze_id }, this.write());
  }

  private write() {
    return { idempotencyKey: this.ports.ids.uuid() };
  }
}
