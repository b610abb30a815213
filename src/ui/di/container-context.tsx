import type { ServiceIdentifier } from 'inversify';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What views resolve services from: the inversify container once signed in, and before that the few services
 * the sign-in screen stands on (src/ui/composition/sign-in-services.ts), so that inversify stays out of the
 * first load. An inversify Container is one.
 */
export interface ServiceResolver {
  get<T>(id: ServiceIdentifier<T>, options: { optional: true }): T | undefined;
  get<T>(id: ServiceIdentifier<T>): T;
}

export const ContainerContext = createContext<ServiceResolver | null>(null);

export function ContainerProvider({ container, children }: { container: ServiceResolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a service from the composition root; views never construct adapters themselves. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider above it');
  return useMemo(() => container.get<T>(id), [container, id]);
}
