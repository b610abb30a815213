/** What main.tsx hands the composition root: the browser window and the build's environment. */
export interface AppEnvironment {
  window: Window;
  hostname: string;
  env: Record<string, string | undefined>;
  storage?: Storage;
  fetch?: typeof fetch;
}

/** Every service made before sign-in, by its token: the signed-in container binds the same instances. */
export type SignInServices = ReadonlyMap<symbol, unknown>;
