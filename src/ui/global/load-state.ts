import { runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';

/** What a screen shows while it fetches: a spinner, and the last refusal in Czech. */
export interface LoadState {
  loading: boolean;
  error: string | null;
}

/**
 * One fetch of a screen's data: `loading` is on while it runs; the answer is applied (and the last
 * refusal cleared) only while `isLatest` holds, so a slower answer to an older search never replaces
 * a newer one; a refusal of the latest fetch lands in `error`, the rows shown stay as they were.
 */
export async function loadInto<T>(
  state: LoadState,
  fetch: () => Promise<T>,
  apply: (found: T) => void,
  isLatest: () => boolean = () => true,
): Promise<void> {
  runInAction(() => {
    state.loading = true;
  });
  try {
    const found = await fetch();
    if (isLatest())
      runInAction(() => {
        apply(found);
        state.error = null;
      });
  } catch (e) {
    if (isLatest())
      runInAction(() => {
        state.error = describeFailure(e);
      });
  } finally {
    if (isLatest())
      runInAction(() => {
        state.loading = false;
      });
  }
}

/** Numbers a screen's fetches; `next()` gives the check that a fetch is still the latest one asked for. */
export class LatestFetch {
  private count = 0;

  next(): () => boolean {
    const mine = ++this.count;
    return () => mine === this.count;
  }

  /** The check that no fetch has been asked for since: for one that continues the latest (a further page). */
  same(): () => boolean {
    const mine = this.count;
    return () => mine === this.count;
  }
}

/**
 * One request of a store that either goes through or is refused: `state[flag]` is on while it runs and
 * the last refusal is cleared at its start; a refusal lands in `error` in Czech. Resolves whether it went
 * through.
 */
export async function attempt<Flag extends string>(
  state: Record<Flag, boolean> & { error: string | null },
  flag: Flag,
  work: () => Promise<void>,
): Promise<boolean> {
  const flags: Record<Flag, boolean> = state;
  runInAction(() => {
    flags[flag] = true;
    state.error = null;
  });
  try {
    await work();
    return true;
  } catch (e) {
    runInAction(() => {
      state.error = describeFailure(e);
    });
    return false;
  } finally {
    runInAction(() => {
      flags[flag] = false;
    });
  }
}
