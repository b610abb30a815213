import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeConnectivity, FakeServiceWorkerUpdates } from '../../application/shell/testing-fakes';
import { strictFake } from '../shell/testing/shell-fixtures';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { EshopStatus } from '../../application/config/config-types';
import { ConnectivityViewModel } from './connectivity.view-model';
import { FirstSyncViewModel } from './first-sync.view-model';
import { ScanSpinnerStore } from './scan-spinner.store';
import { SnackbarStore } from './snackbar.store';
import { UpdatePromptViewModel, UPDATE_PROMPT_TEXT } from './update-prompt.view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('global interface view-models', () => {
  it('R-UI-03 the scan spinner appears only after 500 ms', () => {
    const s = new ScanSpinnerStore();
    s.started();
    vi.advanceTimersByTime(499);
    expect(s.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.visible).toBe(true);
    s.finished();
    expect(s.visible).toBe(false);
    s.started();
    vi.advanceTimersByTime(200);
    s.finished();
    vi.advanceTimersByTime(1000);
    expect(s.visible).toBe(false);
  });

  it('R-UI-04 a waiting worker shows the prompt; Ano applies the update, Později dismisses', () => {
    const sw = new FakeServiceWorkerUpdates();
    const vm = new UpdatePromptViewModel(sw);
    expect(vm.visible).toBe(false);
    sw.announceWaiting();
    expect(vm.visible).toBe(true);
    vm.laterClicked();
    expect(vm.visible).toBe(false);
    expect(sw.applied).toBe(0);
    sw.announceWaiting();
    vm.yesClicked();
    expect(sw.applied).toBe(1);
    expect(UPDATE_PROMPT_TEXT).toMatch(/nová verze.*načíst\?/);
  });

  it('R-UI-05 polls /status/ every 5 s while it answers something truthy, then stops', async () => {
    const answers: Array<EshopStatus | null> = [
      { stage: 'produkty', last_update: null, counter: 3, sync: true },
      { stage: 'sklady', last_update: null, counter: 9, sync: true },
      null,
    ];
    const status = vi.fn(async () => answers.shift() ?? null);
    const vm = new FirstSyncViewModel(strictFake<ConfigApi>('ConfigApi', { status }));
    vm.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.visible).toBe(true);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(vm.status?.stage).toBe('sklady');
    await vi.advanceTimersByTimeAsync(5000);
    expect(status).toHaveBeenCalledTimes(3);
    expect(vm.visible).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('R-UI-06 going offline shows the error snackbar, coming back the info one', () => {
    const net = new FakeConnectivity(true);
    const snackbar = new SnackbarStore();
    const vm = new ConnectivityViewModel(net, snackbar);
    net.set(false);
    expect(vm.online).toBe(false);
    expect([snackbar.kind, snackbar.text]).toEqual(['error', 'Jste offline. Zkontrolujte připojení']);
    net.set(true);
    expect([snackbar.kind, snackbar.text]).toEqual(['info', 'Jste zpět online']);
  });
});
