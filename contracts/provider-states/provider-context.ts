import type { Runtime } from '../../server/runtime';

/** What a provider-state handler may use: the real server under verification and its database. */
export interface ProviderContext {
  runtime: Runtime;
  /** Signs in a demo user; its access token then replaces the consumer's Bearer header (requestFilter). */
  signInAs(username: string, password?: string): Promise<void>;
  /** Signs nobody in: the consumer's header goes through unchanged. */
  signOut(): void;
}

export type ProviderStateHandler = (ctx: ProviderContext, params: Record<string, unknown>) => Promise<void>;

/** One file per area exports one of these; index.ts collects them. State names are unique. */
export type ProviderStates = Record<string, ProviderStateHandler>;
