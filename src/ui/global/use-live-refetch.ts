import { useContext, useEffect, useRef } from 'react';
import { LiveUpdates } from '../../application/live/live-updates.port';
import type { LiveKind } from '../../domain/live/live-kinds';
import { ContainerContext } from '../di/container-context';

/**
 * The one line a screen needs to move without a reload: `useLiveRefetch(['stock'], () => vm.load())`
 * refetches while the screen is shown, whenever another device commits a change of those kinds
 * (and after a gap in what this device heard). Without live updates bound (tests) it does nothing.
 */
export function useLiveRefetch(kinds: readonly LiveKind[], refetch: () => void): void {
  const container = useContext(ContainerContext);
  const latest = useRef(refetch);
  latest.current = refetch;
  const key = kinds.join(',');
  useEffect(() => {
    const live = container?.get<LiveUpdates>(LiveUpdates, { optional: true });
    return live?.onChange(key.split(',') as LiveKind[], () => latest.current());
  }, [container, key]);
}
