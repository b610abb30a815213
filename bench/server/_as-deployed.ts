// The server the benchmarks measure (throughput.ts, side-by-side.ts).
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../../tests/support/server-process';

/**
 * The server as an operator runs it (`NODE_ENV=production`: no check of each answer against its schema, which
 * runs outside production only, server/http/answer-check.ts), on a database the demo start seeded first (the
 * demo sign-ins and catalogue the load uses; a production start seeds nothing).
 */
export async function startAsDeployed(options: ServerProcessOptions): Promise<ServerProcess> {
  await (await startServerProcess({ ...options, nodeArgs: [], env: {} })).stop();
  return startServerProcess({ ...options, demo: false, env: { ...options.env, NODE_ENV: 'production' } });
}
