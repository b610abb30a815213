import { HttpFailure } from '../../application/errors';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ChaosQueueApi, RelocationRulesApi } from '../../application/relocation/relocation-api.port';

/** SPEC 7 "Relocation rules" over the transport. */
export class FetchRelocationRulesApi implements RelocationRulesApi {
  constructor(private readonly http: HttpClient) {}

  listRules: RelocationRulesApi['listRules'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/relocation_rules/list_rules/' });
  save: RelocationRulesApi['save'] = (category) =>
    this.http.request({ host: 'main', method: 'POST', path: '/relocation_rules/save/', body: category });
  remove: RelocationRulesApi['remove'] = async (id) => {
    try {
      await this.http.request({ host: 'main', method: 'DELETE', path: `/relocation_rules/delete/${id}/` });
    } catch (e) {
      // R-SUG-04: the refusal carries the server's detail (or says the status when there is none).
      if (e instanceof HttpFailure && !e.detail)
        throw new HttpFailure({ status: e.status, payload: { detail: `Kategorii nelze smazat (chyba ${e.status}).` } });
      throw e;
    }
  };
  suggestions: RelocationRulesApi['suggestions'] = (categoryId, list, guid) =>
    this.http.request({
      host: 'main',
      method: 'GET',
      path: `/relocation_rules/suggestions/${categoryId}/${list}/`,
      query: { guid },
    });
  consolidation: RelocationRulesApi['consolidation'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/relocation_rules/consolidation/' });
}

/** The chaos queue over the transport. */
export class FetchChaosQueueApi implements ChaosQueueApi {
  constructor(private readonly http: HttpClient) {}

  queue: ChaosQueueApi['queue'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/relocation/chaos_queue/' });
  move: ChaosQueueApi['move'] = (move, { idempotencyKey }) =>
    this.http.request({ host: 'main', method: 'POST', path: '/relocation/chaos_move/', body: move, idempotencyKey });
}
