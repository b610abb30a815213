import type { VerifierOptions } from '@pact-foundation/pact';
import { eq } from 'drizzle-orm';
import { clients, loginAttempts } from '../../server/db/schema';
import { startRuntime, type Runtime } from '../../server/runtime';
import { pgliteTemplate } from '../../tests/support/database-template';
import { allProviderStates } from '../provider-states';
import type { ProviderContext } from '../provider-states/provider-context';

/** A fixed secret: tokens minted during verification are reproducible in a debugger. */
export const PROVIDER_TOKEN_SECRET = 'pact-provider-test-secret';

export interface ProviderHarness {
  runtime: Runtime;
  stateHandlers: VerifierOptions['stateHandlers'];
  requestFilter: VerifierOptions['requestFilter'];
  close(): Promise<void>;
}

/** The real server (in-memory PGlite, demo data) plus the state handlers and header swap of the verification. */
export async function startProviderHarness(): Promise<ProviderHarness> {
  const runtime = await startRuntime({
    memory: true,
    demo: true,
    port: 0,
    host: '127.0.0.1',
    tokenSecret: PROVIDER_TOKEN_SECRET,
    // The server tests' seeded template, when their global setup made one in this run.
    loadDataDir: pgliteTemplate('demo'),
  });
  let accessToken: string | undefined;
  const ctx: ProviderContext = {
    runtime,
    signOut: () => {
      accessToken = undefined;
    },
    signInAs: async (username, password = username) => {
      // Undo what earlier interactions may have done to the user: a switched stock, failed attempts.
      await runtime.database.db.update(clients).set({ stockEshopId: null }).where(eq(clients.username, username));
      await runtime.database.db.delete(loginAttempts).where(eq(loginAttempts.username, username));
      const res = await fetch(`${runtime.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (res.status !== 200) throw new Error(`provider state: sign-in of ${username} failed with ${res.status}`);
      accessToken = ((await res.json()) as { access_token: string }).access_token;
    },
  };
  const stateHandlers = Object.fromEntries(
    Object.entries(allProviderStates()).map(([name, handler]) => [
      name,
      {
        setup: async (params?: unknown) => {
          accessToken = undefined;
          await handler(ctx, (params ?? {}) as Record<string, unknown>);
          return undefined;
        },
      },
    ]),
  );
  // Express middleware in pact's proxy (express types are not installed, hence the narrow shape).
  const requestFilter = (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
    if (accessToken && req.headers.authorization) req.headers.authorization = `Bearer ${accessToken}`;
    next();
  };
  return {
    runtime,
    stateHandlers: stateHandlers as VerifierOptions['stateHandlers'],
    requestFilter: requestFilter as unknown as VerifierOptions['requestFilter'],
    close: () => runtime.close(),
  };
}
