import * as calls from '../../api/relocation.schema';
import { HttpFailure } from '../../application/errors';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ChaosQueueApi, RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import { callEndpoint } from './call-endpoint';

const SUGGESTIONS = { collect: calls.CollectSuggestions, deposit: calls.DepositSuggestions } as const;

/** SPEC 7 "Relocation rules" over the transport, each call made from its declaration. */
export class FetchRelocationRulesApi implements RelocationRulesApi {
  constructor(private readonly http: HttpClient) {}

  listRules: RelocationRulesApi['listRules'] = () => callEndpoint(this.http, calls.ListRuleCategories);
  save: RelocationRulesApi['save'] = (body) => callEndpoint(this.http, calls.SaveRuleCategory, { body });
  remove: RelocationRulesApi['remove'] = async (id) => {
    try {
      await callEndpoint(this.http, calls.DeleteRuleCategory, { params: { id } });
    } catch (e) {
      // R-SUG-04: the refusal carries the server's detail (or says the status when there is none).
      if (e instanceof HttpFailure && !e.detail)
        throw new HttpFailure({ status: e.status, payload: { detail: `Kategorii nelze smazat (chyba ${e.status}).` } });
      throw e;
    }
  };
  suggestions: RelocationRulesApi['suggestions'] = (categoryId, list, guid) =>
    callEndpoint(this.http, SUGGESTIONS[list], { params: { categoryId }, query: { guid } });
  consolidation: RelocationRulesApi['consolidation'] = () => callEndpoint(this.http, calls.ReadConsolidation);
}

/** The chaos queue over the transport. */
export class FetchChaosQueueApi implements ChaosQueueApi {
  constructor(private readonly http: HttpClient) {}

  queue: ChaosQueueApi['queue'] = () => callEndpoint(this.http, calls.ReadChaosQueue);
  move: ChaosQueueApi['move'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.MoveFromChaosQueue, { body, idempotencyKey });
}
