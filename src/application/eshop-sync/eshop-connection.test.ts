import { describe, expect, it } from 'vitest';
import { strictFake } from '../testing/strict-fake';
import { EshopConnection, lastPush, pushProblem, setEshopToWarehouse, stateLabel } from './eshop-connection';
import type { EshopSyncApi } from './eshop-sync-api.port';
import { CONNECTED, NOT_CONNECTED } from './testing/sync-status';

describe('the e-shop connection (use case)', () => {
  it('says the state in Czech, the last push to the minute and a stalled push as a problem', () => {
    expect(stateLabel(null)).toBe('');
    expect(stateLabel(NOT_CONNECTED)).toBe('Nepřipojeno');
    expect(lastPush(NOT_CONNECTED)).toBeNull();
    expect(lastPush(CONNECTED)).toMatch(/26\. ?11\. ?2026/);
    expect(pushProblem(CONNECTED)).toBeNull();
    const stalled = { ...CONNECTED, stalled: true, state_detail: 'Fronta stojí.' };
    expect(pushProblem(stalled)).toBe('Fronta stojí.');
    expect(pushProblem({ ...stalled, stalled_reason: 'E-shop odmítl token.' })).toBe('E-shop odmítl token.');
  });

  it('sends a pasted token without spaces, says it was taken, then answers the status', async () => {
    const steps: string[] = [];
    const api = strictFake<EshopSyncApi>('EshopSyncApi', {
      pastePrivateToken: async (token) => void steps.push(`token ${token}`),
      status: async () => {
        steps.push('status');
        return CONNECTED;
      },
    });
    const connection = new EshopConnection(api, () => steps.push('left'));
    expect(await connection.pasteToken('  abc \n', () => steps.push('accepted'))).toBe(CONNECTED);
    expect(steps).toEqual(['token abc', 'accepted', 'status']);
  });

  it('connecting leaves for the authorisation page and shows no status', async () => {
    const left: string[] = [];
    const api = strictFake<EshopSyncApi>('EshopSyncApi', { connect: async () => ({ url: 'https://shop/auth' }) });
    expect(await new EshopConnection(api, (url) => left.push(url)).connect()).toBeNull();
    expect(left).toEqual(['https://shop/auth']);
  });

  it('sets the e-shop stock of the chosen products to the warehouse, counted in Czech; none chosen sends nothing', async () => {
    const sent: unknown[] = [];
    const api = strictFake<EshopSyncApi>('EshopSyncApi', {
      setToWarehouse: async (codes) => {
        sent.push(codes);
        return { queued: codes.length };
      },
    });
    expect(await setEshopToWarehouse(api, [])).toBeNull();
    expect(await setEshopToWarehouse(api, ['A'])).toBe('E-shopu se nastaví stav skladu u 1 produktu.');
    expect(await setEshopToWarehouse(api, ['A', 'B', 'C', 'D', 'E'])).toBe(
      'E-shopu se nastaví stav skladu u 5 produktů.',
    );
    expect(sent).toEqual([['A'], ['A', 'B', 'C', 'D', 'E']]);
  });
});
