import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a service from the composition root; views never construct adapters themselves. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider above it');
  return useMemo(() => container.get<T>(id), [container, id]);
}
