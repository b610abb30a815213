import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchChaosQueueApi, FetchRelocationRulesApi } from '../src/infrastructure/http/fetch-relocation-api';
import { QUEUE_GUID, RELOCATION_EXAMPLE, RELOCATION_RULE } from './provider-states/relocation.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';

const { eachLike, integer, string, boolean, regex, like } = MatchersV3;

// The five /relocation_rules/ calls of SPEC 7 and the two chaos-queue calls, as the app's real
// FetchRelocationRulesApi / FetchChaosQueueApi make them, against contracts/provider-states/relocation.states.ts.
const STATE = 'signed in as admin with the relocation example PACT kategorie and one line in the chaos queue';
const E = RELOCATION_EXAMPLE;
const BODY = { ...BEARER, 'content-type': 'application/json' };
const rules = (http: ConstructorParameters<typeof FetchRelocationRulesApi>[0]) => new FetchRelocationRulesApi(http);
const chaos = (http: ConstructorParameters<typeof FetchChaosQueueApi>[0]) => new FetchChaosQueueApi(http);

const RULE = RELOCATION_RULE;
const SUGGESTION = (location: { id: number; name: string }, collect: number, deposit: number) => ({
  code: string(E.stocked.code),
  name: string('Produkt'),
  location_name: string(location.name),
  location_id: integer(location.id),
  sarze_id: integer(0),
  batch: null,
  expires_at: null,
  amount_to_collect: integer(collect),
  amount_to_deposit: integer(deposit),
  index: integer(1),
  hidden: boolean(false),
});

export default consumerSpec('RelocationApi', [
  {
    title: 'listRules reads each category with its rules',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the relocation rule categories')
        .withRequest('GET', '/api/sklad/relocation_rules/list_rules/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody(
              eachLike({ id: integer(E.category.id), name: string(E.category.name), data: eachLike(like(RULE)) }),
            ),
        ),
    exercise: async ({ http }) => {
      const list = await rules(http).listRules();
      expect(list[0].data[0]).toMatchObject({ min: expect.any(Number), to_sector_ids: expect.any(Array) });
    },
  },
  {
    title: 'save posts id, name and data and answers the saved category',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a new relocation rule category PACT nová')
        .withRequest('POST', '/api/sklad/relocation_rules/save/', (b) =>
          b.headers(BODY).jsonBody({ id: null, name: 'PACT nová', data: [RULE] }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ id: integer(1), name: 'PACT nová', data: [like(RULE)] }),
        ),
    exercise: async ({ http }) => {
      const saved = await rules(http).save({ id: null, name: 'PACT nová', data: [RULE] });
      expect(saved.name).toBe('PACT nová');
    },
  },
  {
    title: 'remove deletes a category with DELETE /relocation_rules/delete/{id}/',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a delete of relocation rule category 930001')
        .withRequest('DELETE', `/api/sklad/relocation_rules/delete/${E.category.id}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ deleted: integer(E.category.id) })),
    exercise: async ({ http }) => {
      await expect(rules(http).remove(E.category.id)).resolves.toBeUndefined();
    },
  },
  {
    title: 'R-SUG-04 a refused category delete rejects with the detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a delete of the unknown relocation rule category 939999')
        .withRequest('DELETE', '/api/sklad/relocation_rules/delete/939999/', (b) => b.headers(BEARER))
        .willRespondWith(404, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ detail: string('Kategorie pravidel 939999 neexistuje.') }),
        ),
    exercise: async ({ http }) => {
      const e = await rules(http)
        .remove(939999)
        .then(
          () => undefined,
          (x: unknown) => x,
        );
      expect(e).toBeInstanceOf(HttpFailure);
      expect((e as HttpFailure).detail).toContain('939999');
    },
  },
  ...(['collect', 'deposit'] as const).map((list) => ({
    title: `R-SUG-02 suggestions ${list} sends the update guid and reads it back with the items`,
    interaction: (pact: Parameters<Parameters<typeof consumerSpec>[1][number]['interaction']>[0]) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving(`a request for the ${list} suggestions of category 930001`)
        .withRequest('GET', `/api/sklad/relocation_rules/suggestions/${E.category.id}/${list}/`, (b) =>
          b.headers(BEARER).query({ guid: regex(/^[\x21-\x7e]{1,100}$/, 'guid-1') }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            guid: 'guid-1',
            items: eachLike(
              list === 'collect'
                ? SUGGESTION(E.source.location, E.stocked.amount, 0)
                : SUGGESTION(E.target.location, E.stocked.amount, E.stocked.amount),
            ),
          }),
        ),
    exercise: async ({ http }: { http: ConstructorParameters<typeof FetchRelocationRulesApi>[0] }) => {
      const answer = await rules(http).suggestions(E.category.id, list, 'guid-1');
      expect(answer.guid).toBe('guid-1');
      expect(answer.items[0].code).toBe(E.stocked.code);
    },
  })),
  {
    title: 'consolidation reads the products spread over locations that moving would free',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the consolidation candidates')
        .withRequest('GET', '/api/sklad/relocation_rules/consolidation/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            items: eachLike({
              code: string(E.spread.code),
              name: string('Produkt'),
              sarze_id: integer(0),
              batch: null,
              expires_at: null,
              to_location_id: integer(E.source.location.id),
              to_location: string(E.source.location.name),
              to_amount: integer(E.spread.home),
              from: eachLike({
                location_id: integer(E.spread.other.id),
                location_name: string(E.spread.other.name),
                amount: integer(E.spread.amount),
              }),
              frees: integer(1),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await rules(http).consolidation();
      expect(answer.items[0].from[0].amount).toBe(E.spread.amount);
    },
  },
  {
    title: 'queue reads the chaos queue with its lastUpdateGuid',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the chaos queue')
        .withRequest('GET', '/api/sklad/relocation/chaos_queue/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            guid: regex(/^[0-9a-f]{32}$/, QUEUE_GUID),
            items: eachLike({
              code: string(E.queued.code),
              name: string('Zahradní produkt'),
              ean: like('4100000000050'),
              location_id: integer(E.receiving.location.id),
              location_name: string(E.receiving.location.name),
              sector_name: string('PACT-RL'),
              sarze_id: integer(0),
              batch: null,
              amount: integer(E.queued.amount),
              suggested_location: like('A-01-1'),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const queue = await chaos(http).queue();
      expect(queue.items[0].location_name).toBe(E.receiving.location.name);
    },
  },
  {
    title: 'move relocates from the queue with the guid and an Idempotency-Key, and answers the new guid',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a move of 1 × ZAH0005 from PACT-RL-01 to PACT-RS-01')
        .withRequest('POST', '/api/sklad/relocation/chaos_move/', (b) =>
          b.headers({ ...BODY, 'idempotency-key': regex(/^[\x21-\x7e]{1,200}$/, 'key-reloc-move') }).jsonBody({
            guid: QUEUE_GUID,
            code: E.queued.code,
            sarze_id: null,
            from_location: E.receiving.location.name,
            to_location: E.source.location.name,
            amount: 1,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            guid: regex(/^[0-9a-f]{32}$/, 'c4ca4238a0b923820dcc509a6f75849b'),
            change_id: integer(1),
            errors: [],
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await chaos(http).move(
        {
          guid: QUEUE_GUID,
          code: E.queued.code,
          sarze_id: null,
          from_location: E.receiving.location.name,
          to_location: E.source.location.name,
          amount: 1,
        },
        { idempotencyKey: 'key-reloc-move' },
      );
      expect(answer.guid).not.toBe(QUEUE_GUID);
    },
  },
]);
