import { describe, expect, it } from 'vitest';
import { clearingMessages, whileBusy } from './while-busy';

describe('whileBusy', () => {
  it('is busy only while the work runs, clears the old messages, and hands a failure over', async () => {
    const screen = { busy: false, error: 'staré' as string | null, notice: 'staré' as string | null };
    const seen: boolean[] = [];
    await whileBusy(
      clearingMessages(screen),
      async () => void seen.push(screen.busy),
      () => {},
    );
    expect(seen).toEqual([true]);
    expect(screen).toEqual({ busy: false, error: null, notice: null });
    await whileBusy(
      clearingMessages(screen),
      async () => {
        throw new Error('nejde');
      },
      (e) => (screen.error = (e as Error).message),
    );
    expect(screen).toEqual({ busy: false, error: 'nejde', notice: null });
  });
});
