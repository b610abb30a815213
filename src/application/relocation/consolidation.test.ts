import { describe, expect, it } from 'vitest';
import { OperationErrors } from '../errors';
import type { RelocationRequest, StockMovementsApi } from '../stock-movements/stock-movements.port';
import { strictFake } from '../testing/strict-fake';
import { candidateKey, consolidate } from './consolidation';
import { CANDIDATE } from './testing/consolidation-candidate';

const candidate = CANDIDATE;

describe('consolidating a product onto one location (use case)', () => {
  it('moves every smaller line of that batch onto the home location in one relocation', async () => {
    const sent: RelocationRequest[] = [];
    const stock = strictFake<StockMovementsApi>('StockMovementsApi', {
      relocate: async (body) => {
        sent.push(body);
        return { errors: [] } as unknown as Awaited<ReturnType<StockMovementsApi['relocate']>>;
      },
    });
    expect(await consolidate({ stock, ids: { uuid: () => 'k' } }, candidate)).toEqual({
      ok: true,
      text: 'ZAH1 (šarže S-7): 5 ks sloučeno na K-01.',
    });
    expect(sent[0].products.map((p) => [p.from, p.to, p.amount, p.sarze_id])).toEqual([
      ['K-02', 'K-01', 3, 7],
      ['K-03', 'K-01', 2, 7],
    ]);
    expect(candidateKey(candidate)).toBe('ZAH1@7@1');
  });

  it('a refused relocation answers the refusal', async () => {
    const stock = strictFake<StockMovementsApi>('StockMovementsApi', {
      relocate: async () => {
        throw new OperationErrors({ errors: [{ code: 'ZAH1', detail: 'Na pozici K-02 není dost kusů.' }] });
      },
    });
    const outcome = await consolidate({ stock, ids: { uuid: () => 'k' } }, candidate);
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toContain('K-02');
  });
});
