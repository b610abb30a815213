import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { strictFake } from '../../application/testing/strict-fake';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ActiveScanSink, ScanSinkStack } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { FakeTabCloseWarning } from '../../application/shell/testing-fakes';
import { StockMovementsApi, type StockInRequest } from '../../application/stock-movements/stock-movements.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { ScanningServiceToken } from '../../application/scanning/scanning-service';
import { MemoryStore } from '../../application/testing/memory-store';
import {
  fakeApi,
  fakeLookup,
  product,
  scanningOver,
  sequentialIds,
  soundsRecorder,
  written,
} from '../../application/stock-movements/testing/stock-fakes';
import { czechKeyFor } from '../../domain/keyboard-scanner/testing/czech-layout';
import { WindowKeyboardWedge } from '../../infrastructure/keyboard/window-keyboard-wedge';
import { ContainerProvider } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { AppConfigStore as AppConfigStoreClass } from '../stores/app-config.store';
import { ScannerSlotStore as ScannerSlotStoreClass, type ScannerOpenRequest } from '../global/scanner-slot.store';
import { ScanSpinnerStore as ScanSpinnerStoreClass } from '../global/scan-spinner.store';
import { PreventLeaveService as PreventLeaveServiceClass } from '../global/prevent-leave.service';
import { PreventLeaveService, ScannerSlotStore, ScanSpinnerStore, SnackbarStore } from '../shell/shell-tokens';
import { SnackbarStore as SnackbarStoreClass } from '../global/snackbar.store';
import { AutoPrinter, AutoPrinterToken } from '../../application/printing/auto-printer';
import type { PrintingApi } from '../../application/printing/printing-api.port';
import { loadedConfig } from '../shell/testing/shell-fixtures';
import ProductActionScreen from './product-action.screen';

afterEach(cleanup);

type Timed = KeyboardEvent & { at?: number };
let clock = 0;
/** The screen with each port it asks the container for; returns the camera panel's open requests. */
function mount(api: Partial<StockMovementsApi>, path = '/products/add') {
  const container = new Container();
  container.bind(StockMovementsApi).toConstantValue(fakeApi(api));
  container.bind(ScanLookup).toConstantValue(fakeLookup());
  container.bind(KeyValueStore).toConstantValue(new MemoryStore());
  container.bind(ScanSounds).toConstantValue(soundsRecorder().sounds);
  container.bind(IdGenerator).toConstantValue(sequentialIds());
  container.bind(ScanningServiceToken).toConstantValue(scanningOver(fakeApi(api)));
  container
    .bind(KeyboardWedge)
    .toConstantValue(new WindowKeyboardWedge(window, undefined, (e) => (e as Timed).at ?? 0));
  container.bind(ActiveScanSink).toConstantValue(new ScanSinkStack());
  container.bind(ScanSpinnerStore).toConstantValue(new ScanSpinnerStoreClass());
  container.bind(SnackbarStore).toConstantValue(new SnackbarStoreClass());
  // printOnScan is off on this device: a stock-in prints nothing and calls no printing API.
  container
    .bind(AutoPrinterToken)
    .toConstantValue(
      new AutoPrinter(strictFake<PrintingApi>('PrintingApi', {}), new MemoryStore(), sequentialIds(), () => null),
    );
  container.bind(PreventLeaveService).toConstantValue(new PreventLeaveServiceClass(new FakeTabCloseWarning()));
  const config = new AppConfigStoreClass(strictFake<AuthApi>('AuthApi', {}), strictFake<ConfigApi>('ConfigApi', {}));
  const shop = loadedConfig();
  runInAction(() => {
    config.config = {
      ...shop,
      eshop: {
        ...shop.eshop,
        data: { ...shop.eshop.data, imageCuts: [{ name: 'category', cdnPath: 'https://cdn.example.cz/kat/' }] },
      },
    };
  });
  container.bind(AppConfigStore).toConstantValue(config);
  const slot = new ScannerSlotStoreClass();
  const opened: ScannerOpenRequest[] = [];
  slot.connect((request) => opened.push(request));
  container.bind(ScannerSlotStore).toConstantValue(slot);
  render(
    <ContainerProvider container={container}>
      <Router hook={memoryLocation({ path }).hook}>
        <Route path="/products/:actionType" component={ProductActionScreen} />
      </Router>
    </ContainerProvider>,
  );
  return { opened };
}
/** A US-layout scanner on a Czech layout: 8 ms between keys, then Enter, into whatever has focus. */
function scanKeys(code: string) {
  const target = document.activeElement ?? document.body;
  for (const ch of [...code]) {
    const e = new KeyboardEvent('keydown', { ...czechKeyFor(ch), bubbles: true, cancelable: true }) as Timed;
    e.at = clock += 8;
    target.dispatchEvent(e);
  }
  const enter = new KeyboardEvent('keydown', { code: 'Enter', key: 'Enter', bubbles: true, cancelable: true }) as Timed;
  enter.at = clock += 8;
  target.dispatchEvent(enter);
}
const rows = () =>
  screen
    .queryAllByTestId('scanned-line')
    .map((r) => [r.getAttribute('data-code'), Number(r.getAttribute('data-amount'))]);

describe('ProductActionScreen', () => {
  it('takes a typed location and scanner bursts into rows, and sends them with the submit button', async () => {
    const sent: StockInRequest[] = [];
    mount({
      search: async (q) => product(q.split('*')[0], { customQuantity: q.includes('*') ? 3 : null }),
      stockIn: async (r) => {
        sent.push(r);
        return written(9);
      },
    });
    const field = screen.getByTestId('scan-input') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'A-01-1' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByTestId('location-value')).textContent).toBe('A-01-1');
    field.focus();
    await act(async () => {
      scanKeys('ZAH0001');
      scanKeys('ZAH0002*3');
      scanKeys('ZAH0001');
    });
    await screen.findAllByTestId('scanned-line');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(rows()).toEqual([
      ['ZAH0001', 2],
      ['ZAH0002', 3],
    ]);
    expect(screen.getByTestId('scan-totals').textContent).toBe('2 pol. · 5 ks');
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit-movement'));
    });
    expect(sent[0].products.map((p) => [p.code, p.amount])).toEqual([
      ['ZAH0001', 2],
      ['ZAH0002', 3],
    ]);
    expect(within(screen.getByTestId('scan-notice')).getByText(/Hotovo/)).toBeTruthy();
    expect(rows()).toEqual([]);
  });

  it("shows a product's image from the e-shop's 'category' cut, and the camera button opens the scanner panel", async () => {
    const { opened } = mount({
      search: async (q) =>
        product(q, { variant: { code: q, ean: null, name: null, image: 'hrnek.jpg', custom_quantity: null } }),
    });
    const field = screen.getByTestId('scan-input') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'A-01-1' } });
    fireEvent.submit(field.closest('form')!);
    await screen.findByTestId('location-value');
    fireEvent.change(field, { target: { value: 'ZAH0001' } });
    fireEvent.submit(field.closest('form')!);
    const row = await screen.findByTestId('scanned-line');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.cz/kat/hrnek.jpg');
    expect(opened).toEqual([]);
    fireEvent.click(screen.getByTestId('open-camera'));
    expect(opened).toEqual([{}]);
  });

  it('shows an unknown action type as such', () => {
    mount({}, '/products/teleport');
    expect(screen.getByText('Neznámá akce')).toBeTruthy();
  });
});
