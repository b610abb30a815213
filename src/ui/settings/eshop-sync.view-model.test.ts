import { describe, expect, it } from 'vitest';
import type { EshopSyncApi } from '../../application/eshop-sync/eshop-sync-api.port';
import { HttpFailure } from '../../application/errors';
import { strictFake } from '../../application/testing/strict-fake';
import { CONNECTED, NOT_CONNECTED } from '../../application/eshop-sync/testing/sync-status';
import { EshopSyncViewModel } from './eshop-sync.view-model';

describe('the e-shop connection card', () => {
  it('shows a connected e-shop with its last push to the minute and no problem', async () => {
    const vm = new EshopSyncViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', { status: async () => CONNECTED }),
      () => {},
    );
    await vm.load();
    expect(vm.stateLabel).toBe('Připojeno');
    expect(vm.lastPush).toMatch(/^26\. 11\. 2026 \d{1,2}:05$/);
    expect(vm.problem).toBeNull();
  });

  it("shows the server's Czech sentence as the problem when rows failed or the tokens were refused", async () => {
    const failed = { ...CONNECTED, rows_failed: 2, stalled: true, stalled_reason: '2 změny se nepodařilo odeslat.' };
    const refused = {
      ...CONNECTED,
      connected: false,
      state: 'auth_failed' as const,
      state_detail: 'E-shop odmítl přístup.',
      stalled: true,
      stalled_reason: 'E-shop odmítl přístup.',
    };
    const answers = [failed, refused];
    const vm = new EshopSyncViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', { status: async () => answers.shift()! }),
      () => {},
    );
    await vm.load();
    expect(vm.problem).toBe('2 změny se nepodařilo odeslat.');
    await vm.load();
    expect([vm.stateLabel, vm.problem]).toEqual(['E-shop odmítl přístup', 'E-shop odmítl přístup.']);
  });

  it('retry and the switch show the status the server answers', async () => {
    const sent: unknown[] = [];
    const vm = new EshopSyncViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', {
        retry: async () => (sent.push('retry'), CONNECTED),
        setSyncEnabled: async (on) => (sent.push(on), { ...CONNECTED, sync_enabled: on }),
      }),
      () => {},
    );
    await vm.retryClicked();
    await vm.syncToggled(false);
    expect(sent).toEqual(['retry', false]);
    expect(vm.status?.sync_enabled).toBe(false);
    expect(vm.busy).toBeNull();
  });

  it("'Připojit Shoptet' goes to the URL the server answers", async () => {
    const went: string[] = [];
    const url = 'http://127.0.0.1:9/partner/action/ApiOAuthServer/authorize?state=s';
    const vm = new EshopSyncViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', { connect: async () => ({ url }) }),
      (u) => void went.push(u),
    );
    await vm.connectClicked();
    expect(went).toEqual([url]);
  });

  it('a pasted token connects and empties the field; a refused one keeps it and shows the Czech reason', async () => {
    const pasted: string[] = [];
    let refuse = true;
    const vm = new EshopSyncViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', {
        pastePrivateToken: async (t) => {
          pasted.push(t);
          if (refuse)
            throw new HttpFailure({ status: 400, payload: { detail: 'Shoptet tento privátní API token nepřijal.' } });
        },
        status: async () => CONNECTED,
      }),
      () => {},
    );
    vm.tokenTyped('  shptt-0123456789abcdefghij  ');
    await vm.tokenSubmitted();
    expect([vm.error, vm.token, vm.status]).toEqual([
      'Shoptet tento privátní API token nepřijal.',
      '  shptt-0123456789abcdefghij  ',
      null,
    ]);
    refuse = false;
    await vm.tokenSubmitted();
    expect(pasted).toEqual(['shptt-0123456789abcdefghij', 'shptt-0123456789abcdefghij']);
    expect([vm.error, vm.token, vm.stateLabel]).toEqual([null, '', 'Připojeno']);
  });
});
