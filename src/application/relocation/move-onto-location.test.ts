import { describe, expect, it } from 'vitest';
import type { IdGenerator } from '../ports/id-generator.port';
import type { RelocationRequest, StockMovementsApi } from '../stock-movements/stock-movements.port';
import { SourceLabel } from '../../domain/stock/source-labels';
import { strictFake } from '../testing/strict-fake';
import { moveOntoLocation } from './move-onto-location';

describe('moveOntoLocation', () => {
  const setUp = () => {
    const sent: { body: RelocationRequest; key: string }[] = [];
    let n = 0;
    const stock = strictFake<StockMovementsApi>('StockMovementsApi', {
      relocate: async (body, { idempotencyKey }) => {
        sent.push({ body, key: idempotencyKey });
        return { errors: [] } as unknown as Awaited<ReturnType<StockMovementsApi['relocate']>>;
      },
    });
    const ids = strictFake<IdGenerator>('IdGenerator', { uuid: () => `key-${++n}` });
    return { sent, deps: { stock, ids } };
  };

  it('sends every lot onto the target as one warehouse-move relocation of that batch', async () => {
    const { sent, deps } = setUp();
    await moveOntoLocation(deps, {
      code: 'P1',
      sarze_id: 7,
      from: [
        { location: 'A1', amount: 2 },
        { location: 'B2', amount: 3 },
      ],
      to: 'C3',
    });
    expect(sent).toEqual([
      {
        key: 'key-1',
        body: {
          products: [
            { code: 'P1', amount: 2, sarze_id: 7, from: 'A1', to: 'C3' },
            { code: 'P1', amount: 3, sarze_id: 7, from: 'B2', to: 'C3' },
          ],
          source: SourceLabel.warehouseMove,
          shoptet_sync: true,
        },
      },
    ]);
  });

  it('sends no batch for pieces without one, and a fresh key for each move', async () => {
    const { sent, deps } = setUp();
    await moveOntoLocation(deps, { code: 'P', sarze_id: 0, from: [{ location: 'A', amount: 1 }], to: 'B' });
    await moveOntoLocation(deps, { code: 'P', sarze_id: undefined, from: [{ location: 'A', amount: 1 }], to: 'B' });
    expect(sent.map((s) => s.body.products[0]?.sarze_id)).toEqual([null, null]);
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });
});
