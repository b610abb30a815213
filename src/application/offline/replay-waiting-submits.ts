import { NetworkFailure, NotSignedIn, OperationErrors } from '../errors';
import type { StockMovementsApi, StockWrite } from '../stock-movements/stock-movements.port';
import { describeStockFailure, refusedLines } from '../stock-movements/stock-failure';
import type { OfflineStore, SubmitKind, WaitingSubmit } from './offline-store.port';

type WithProducts = { products: unknown[] };

function send(api: StockMovementsApi, kind: SubmitKind, request: unknown, key: string): Promise<StockWrite> {
  const options = { idempotencyKey: key };
  switch (kind) {
    case 'in':
      return api.stockIn(request as Parameters<StockMovementsApi['stockIn']>[0], options);
    case 'out':
      return api.stockOut(request as Parameters<StockMovementsApi['stockOut']>[0], options);
    case 'check':
      return api.checkLocation(request as Parameters<StockMovementsApi['checkLocation']>[0], options);
    case 'move':
      return api.relocate(request as Parameters<StockMovementsApi['relocate']>[0], options);
  }
}

/**
 * The key of what is left of a submit once the server refused some of its lines: derived from the
 * submit's own key, so a repeated replay of the remainder is applied once too.
 */
export const remainderKey = (key: string) => `${key}.zbytek`;

/**
 * Sends the e-shop's waiting submits in the order they were made, each with its own idempotency
 * key, and records the server's answer on it. A stock write is all or nothing, so when the server
 * refuses some lines (sold out by then), the rest is sent on its own and the refused lines keep
 * their Czech reasons. Stops at the first submit the network cannot carry (still waiting) and
 * returns how many were answered.
 */
export async function replayWaitingSubmits(
  api: StockMovementsApi,
  store: OfflineStore,
  eshopId: number,
): Promise<number> {
  let answered = 0;
  for (const submit of await store.submits(eshopId)) {
    if (submit.state !== 'waiting') continue;
    let outcome: WaitingSubmit;
    try {
      outcome = await answerOf(api, submit);
    } catch (error) {
      if (error instanceof NetworkFailure || error instanceof NotSignedIn) return answered;
      throw error;
    }
    await store.putSubmit(outcome);
    answered++;
  }
  return answered;
}

async function answerOf(api: StockMovementsApi, submit: WaitingSubmit): Promise<WaitingSubmit> {
  try {
    const written = await send(api, submit.kind, submit.request, submit.key);
    return { ...submit, state: 'accepted', changeId: written.change_id };
  } catch (error) {
    if (error instanceof NetworkFailure || error instanceof NotSignedIn) throw error;
    if (!(error instanceof OperationErrors))
      return { ...submit, state: 'refused', detail: describeStockFailure(error) };
    const refused = refusedLines(error);
    const lineErrors = refused.map((r) => ({
      code: r.line !== undefined ? (submit.lines[r.line]?.code ?? r.code) : r.code,
      detail: r.detail,
    }));
    const refusedIndexes = new Set(refused.flatMap((r) => (r.line === undefined ? [] : [r.line])));
    const products = (submit.request as WithProducts).products;
    const rest = products.filter((_, i) => !refusedIndexes.has(i));
    if (refusedIndexes.size === 0 || rest.length === 0)
      return { ...submit, state: 'refused', detail: describeStockFailure(error), lineErrors };
    try {
      const written = await send(
        api,
        submit.kind,
        { ...(submit.request as object), products: rest },
        remainderKey(submit.key),
      );
      return { ...submit, state: 'accepted', changeId: written.change_id, lineErrors };
    } catch (restError) {
      if (restError instanceof NetworkFailure || restError instanceof NotSignedIn) throw restError;
      return { ...submit, state: 'refused', detail: describeStockFailure(restError), lineErrors };
    }
  }
}
