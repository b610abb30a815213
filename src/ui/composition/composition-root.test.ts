import { afterAll, describe, expect, it, vi } from 'vitest';
import { AuthApi } from '../../application/ports/auth-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import * as Stores from '../di/tokens';
import { OfflineSubmitsLoader } from '../global/offline-submits-loader';
import * as Shell from '../shell/shell-tokens';
import { composeSignIn } from './sign-in-services';

// The composition root in two halves (issue #29): the sign-in screen's few services, wired by hand, and the
// signed-in container that loads after it. Both must hand out the same session, transport and guard.
vi.stubGlobal('__BUILD_INFO__', {
  name: 'Sklad',
  version: 'test',
  buildDate: '1. 1. 2026',
  buildTime: '00:00',
  commit: 'x',
  branch: 'x',
  dev: true,
});
// The ui files share their worker's globals (vitest.config.ts): the stub ends with this file.
afterAll(() => vi.unstubAllGlobals());

const compose = () =>
  composeSignIn({
    window,
    hostname: 'sklad.example.cz',
    env: {},
    storage: window.localStorage,
    fetch: () => Promise.reject(new Error('no network in this test')),
  });

describe('composition root in two halves', () => {
  it('the sign-in half resolves what the screens before sign-in use, and nothing of the areas', () => {
    const { services } = compose();
    for (const token of [
      Stores.SessionStore,
      Stores.AppConfigStore,
      Shell.NavigationGuardViewModel,
      Shell.ConnectivityViewModel,
      Shell.SnackbarStore,
      Shell.PreventLeaveService,
      Shell.UpdatePromptViewModel,
      OfflineSubmitsLoader,
    ])
      expect(services.get(token), String(token)).toBeDefined();
    expect(services.get(StockMovementsApi, { optional: true })).toBeUndefined();
    expect(() => services.get(Shell.SideMenuViewModel)).toThrow(/signed-in container/);
  });

  it('the signed-in container holds the same instances as the sign-in half, every area, and one offline loader', async () => {
    const composition = compose();
    const container = await composition.signedIn();
    expect(await composition.signedIn()).toBe(container);
    for (const token of [
      Stores.SessionStore,
      Stores.AppConfigStore,
      Shell.NavigationGuardViewModel,
      HttpClient,
      AuthApi,
    ])
      expect(container.get(token), String(token)).toBe(composition.services.get(token));
    expect(container.get(Shell.SideMenuViewModel)).toBeDefined();
    expect(container.get(StockMovementsApi)).toBeDefined();
    const loadSubmits = container.get<OfflineSubmitsLoader>(OfflineSubmitsLoader);
    expect(typeof loadSubmits).toBe('function');
    // Awaited, so the lazily imported offline parts have loaded before the file ends: the ui files share their
    // worker (vitest.config.ts), and an import still running then fails in the next file's time.
    const submits = await loadSubmits();
    expect(submits).toBeDefined();
    expect(await loadSubmits()).toBe(submits);
  });
});
