import { runInAction } from 'mobx';

/**
 * One piece of a screen's work behind its busy flag: `busy(true)` first (the screen clears its old messages
 * there), a failure handed to `failed` (the screen words it), `busy(false)` last; each in a MobX action.
 */
export async function whileBusy(
  busy: (on: boolean) => void,
  work: () => Promise<void>,
  failed: (e: unknown) => void,
): Promise<void> {
  runInAction(() => busy(true));
  try {
    await work();
  } catch (e) {
    runInAction(() => failed(e));
  } finally {
    runInAction(() => busy(false));
  }
}

/** The `busy` callback of a screen that shows one error and one notice: starting new work clears both. */
export function clearingMessages(screen: { busy: boolean; error: string | null; notice: string | null }) {
  return (on: boolean): void => {
    screen.busy = on;
    if (on) screen.error = screen.notice = null;
  };
}
