import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { ExportsApi } from '../../application/exports/exports-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { ExportsViewModel } from './exports.view-model';
import { importSession as session, STOCK_CHANGE as CHANGE } from '../../application/exports/testing/import-fixtures';

function rig(api: Partial<ExportsApi>) {
  const saved: string[] = [];
  const vm = new ExportsViewModel({
    api: strictFake<ExportsApi>('ExportsApi', api),
    ids: { uuid: () => 'key-1' },
    clock: { now: () => new Date(2026, 10, 23, 10, 0, 0) },
    save: (_blob, name) => saved.push(name),
  });
  return { vm, saved };
}

describe('ExportsViewModel', () => {
  it('exports the movements of the chosen period and reports the bytes received (R-HTTP-07 progress)', async () => {
    const asked: unknown[] = [];
    const { vm, saved } = rig({
      exportFile: async (request, format, onProgress) => {
        asked.push([request, format]);
        onProgress?.(2048);
        return { blob: new Blob(['x']), fileName: 'pohyby.csv', headers: {} };
      },
    });
    expect([vm.from, vm.to]).toEqual(['2026-11-01', '2026-11-23']);
    vm.exportKindChosen('movements');
    vm.formatChosen('csv');
    await vm.exportClicked();
    expect(asked).toEqual([[{ kind: 'movements', filter: { from: '2026-11-01', to: '2026-11-23' } }, 'csv']]);
    expect(vm.downloadedBytes).toBe(2048);
    expect(saved).toEqual(['pohyby.csv']);
    vm.filterChanged({ from: '2026-12-01' });
    await vm.exportClicked();
    expect(vm.exportError).toMatch(/období/);
    expect(asked).toHaveLength(1);
  });

  it('uploads, shows the problems by row and column, remaps, and applies once with one key', async () => {
    const keys: string[] = [];
    const { vm } = rig({
      upload: async (_kind, _file, onProgress) => {
        onProgress?.(1);
        return session({
          mapping: { location: 0, code: null, amount: 2, batch: null, expiry: null },
          problems: [{ row: 0, column: '', message: 'Vyberte sloupec pro „Kód produktu“.' }],
          problem_count: 1,
        });
      },
      remap: async (_id, mapping) => session({ mapping }),
      session: async (_id, stock) => session({ stock_change: stock ? { ...CHANGE, mode: stock.mode } : null }),
      apply: async (id, key, stock) => {
        keys.push(key);
        sent.push(stock);
        return { id, applied_rows: 2, change_ids: [1], stock_change: CHANGE };
      },
    });
    const sent: unknown[] = [];
    await vm.fileChosen(new File(['x'], 'stav.csv'));
    expect(vm.problems).toHaveLength(1);
    expect(vm.canApply).toBe(false);
    await vm.columnChosen('code', 1);
    // A stock file applies only once the user has said what it does and sees the change.
    expect(vm.canApply).toBe(false);
    await vm.stockChoiceChanged({ mode: 'set' });
    expect(vm.session?.stock_change).toEqual(CHANGE);
    expect(vm.canApply).toBe(true);
    await vm.applyClicked();
    expect(vm.applied).toEqual({ rows: 2, stock: CHANGE });
    expect(vm.canApply).toBe(false);
    await vm.applyClicked();
    expect(keys).toEqual(['key-1']);
    expect(sent).toEqual([{ mode: 'set', skipUnknown: false }]);
  });

  it('sends the encoding the person chose (UTF-8 unless Windows-1250 is picked)', async () => {
    const sent: Array<string | undefined> = [];
    const { vm } = rig({
      upload: async (_kind, _file, _onProgress, encoding) => {
        sent.push(encoding);
        return session();
      },
    });
    await vm.fileChosen(new File(['x'], 'stav.csv'));
    vm.importEncodingChosen('windows-1250');
    await vm.fileChosen(new File(['x'], 'excel.csv'));
    expect(sent).toEqual(['utf-8', 'windows-1250']);
  });

  it('shows the problems an apply answered when the e-shop changed since the preview', async () => {
    const { vm } = rig({
      upload: async () => session(),
      session: async () => session({ stock_change: { ...CHANGE, mode: 'add' } }),
      apply: async () => {
        throw new HttpFailure({
          status: 400,
          payload: {
            detail: 'Soubor obsahuje 1 problém; nic nebylo změněno.',
            problems: [{ row: 2, column: 'Pozice (A)', message: 'Pozice „A-1“ ve skladu není.' }],
          },
        });
      },
    });
    await vm.fileChosen(new File(['x'], 'stav.csv'));
    await vm.stockChoiceChanged({ mode: 'add' });
    await vm.applyClicked();
    expect(vm.importError).toBe('Soubor obsahuje 1 problém; nic nebylo změněno.');
    expect(vm.problems).toEqual([{ row: 2, column: 'Pozice (A)', message: 'Pozice „A-1“ ve skladu není.' }]);
  });
});
