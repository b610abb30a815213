import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { PairingCode } from '../../application/printing/printing-api.port';
import { ConnectByCodeViewModel } from './connect-by-code.view-model';

const made: PairingCode = {
  code: 'ABCD-EFGH',
  name: 'PC u příjmu',
  expires_at: '2026-11-26T16:45:00.000Z',
  downloads: { agent: '/a', linux: '/l', windows: '/w' },
};

describe('connecting a shop PC by a pairing code', () => {
  it('asks for a code under the typed name (or a default) and shows until when it holds', async () => {
    const names: string[] = [];
    const vm = new ConnectByCodeViewModel({ pairAgent: async (name) => (names.push(name), made) });
    await vm.codeClicked('  ');
    await vm.codeClicked(' PC u příjmu ');
    expect(names).toEqual(['Počítač s tiskárnou', 'PC u příjmu']);
    expect(vm.pairing?.code).toBe('ABCD-EFGH');
    expect(vm.validUntil).toMatch(/^\d{1,2}:\d{2}$/);
    expect(vm.busy).toBe(false);
  });

  it('shows a refusal in Czech and no code', async () => {
    const vm = new ConnectByCodeViewModel({
      pairAgent: async () => {
        throw new HttpFailure({ status: 403, payload: { detail: 'K této akci nemáte oprávnění.' } });
      },
    });
    await vm.codeClicked('PC');
    expect(vm.error).toBe('K této akci nemáte oprávnění.');
    expect(vm.pairing).toBeNull();
  });
});
