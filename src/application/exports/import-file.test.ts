import { describe, expect, it } from 'vitest';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../domain/exports/spreadsheet-limits';
import { HttpFailure, NetworkFailure } from '../errors';
import { strictFake } from '../testing/strict-fake';
import type { ExportsApi } from './exports-api.port';
import { canApplyImport, ImportFile, stockChoiceAfter } from './import-file';
import { importSession as session, STOCK_CHANGE as CHANGE } from './testing/import-fixtures';

const SET = { mode: 'set' as const, skipUnknown: false };

function rig(api: Partial<ExportsApi>) {
  let n = 0;
  return new ImportFile({ api: strictFake<ExportsApi>('ExportsApi', api), ids: { uuid: () => `key-${++n}` } });
}

describe('ImportFile', () => {
  it('refuses a file over the limit without sending it', async () => {
    const importing = rig({});
    const big = new File(['x'], 'velky.csv');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    expect(await importing.upload('stock', big, 'utf-8', () => {})).toEqual({
      failed: { detail: IMPORT_TOO_LARGE, problems: null },
    });
  });

  it('uploads with the chosen encoding and reports the fraction sent', async () => {
    const fractions: number[] = [];
    const importing = rig({
      upload: async (kind, _file, onProgress, encoding) => {
        onProgress?.(0.5);
        return session({ kind, encoding: encoding ?? 'utf-8' });
      },
    });
    const step = await importing.upload('stock', new File(['a'], 'a.csv'), 'windows-1250', (f) => fractions.push(f));
    expect(step).toEqual({ ok: session({ encoding: 'windows-1250' }) });
    expect(fractions).toEqual([0.5]);
  });

  it('remaps and, with a stock choice, fetches the preview of the new mapping', async () => {
    const calls: unknown[] = [];
    const importing = rig({
      remap: async (id, mapping) => (calls.push(['remap', id, mapping]), session({ mapping })),
      session: async (id, stock) => (calls.push(['session', id, stock]), session({ stock_change: CHANGE })),
    });
    expect(await importing.remap(session(), 'batch', 3, null)).toEqual({
      ok: session({ mapping: { ...session().mapping, batch: 3 } }),
    });
    expect(await importing.remap(session(), 'batch', 3, SET)).toEqual({ ok: session({ stock_change: CHANGE }) });
    expect(calls).toEqual([
      ['remap', 7, { ...session().mapping, batch: 3 }],
      ['remap', 7, { ...session().mapping, batch: 3 }],
      ['session', 7, SET],
    ]);
  });

  it('applies again with the same key after a lost answer, and with a new key after a new choice', async () => {
    const keys: string[] = [];
    let lose = true;
    const importing = rig({
      apply: async (_id, key) => {
        keys.push(key);
        if (lose) throw new NetworkFailure({ reason: 'network', message: 'offline' });
        return { id: 7, change_ids: [], applied_rows: 2, stock_change: CHANGE };
      },
      session: async () => session({ stock_change: CHANGE }),
    });
    const ready = session({ stock_change: CHANGE });
    expect('failed' in (await importing.apply(ready, SET))).toBe(true);
    lose = false;
    expect(await importing.apply(ready, SET)).toEqual({
      ok: { id: 7, change_ids: [], applied_rows: 2, stock_change: CHANGE },
    });
    await importing.choose(ready, { mode: 'add', skipUnknown: false });
    await importing.apply(ready, SET);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('hands back the problems the server answered with its refusal', async () => {
    const problems = [{ row: 2, column: 'Množství (C)', message: 'Množství musí být číslo.' }];
    const importing = rig({
      apply: async () => {
        throw new HttpFailure({ status: 400, payload: { detail: 'Soubor má chyby.', problems } });
      },
    });
    const step = await importing.apply(session({ kind: 'multiean' }), null);
    expect(step).toEqual({ failed: { detail: expect.any(String), problems } });
  });

  it('lets a session be applied only without problems and, for stock, with a choice and its preview', () => {
    expect(canApplyImport(null, SET)).toBe(false);
    expect(canApplyImport(session({ kind: 'multiean' }), null)).toBe(true);
    expect(canApplyImport(session({ kind: 'multiean', problem_count: 1 }), null)).toBe(false);
    expect(canApplyImport(session({ kind: 'multiean', applied_at: '2026-11-23' }), null)).toBe(false);
    expect(canApplyImport(session(), null)).toBe(false);
    expect(canApplyImport(session(), SET)).toBe(false);
    expect(canApplyImport(session({ stock_change: CHANGE }), SET)).toBe(true);
  });
});

describe('stockChoiceAfter', () => {
  it('has no choice until a mode is chosen, then keeps what the worker did not change', () => {
    expect(stockChoiceAfter(null, { skipUnknown: true })).toBeNull();
    const set = stockChoiceAfter(null, { mode: 'set' });
    expect(set).toEqual({ mode: 'set', skipUnknown: false });
    const skipping = stockChoiceAfter(set, { skipUnknown: true });
    expect(skipping).toEqual({ mode: 'set', skipUnknown: true });
    expect(stockChoiceAfter(skipping, { mode: 'add' })).toEqual({ mode: 'add', skipUnknown: true });
  });
});
