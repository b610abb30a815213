import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { strictFake } from '../../application/scanning/testing/strict-fake';
import type { MovementLogApi } from '../../application/movement-log/movement-log.port';
import type { StockInRequest, StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { czechKeyFor } from '../../domain/keyboard-scanner/czech-layout';
import { WindowKeyboardWedge } from '../../infrastructure/keyboard/window-keyboard-wedge';
import { ContainerProvider } from '../di/container-context';
import ProductActionScreen from './product-action.screen';
import { StockScreenContextToken, type StockScreenContext } from './stock-screen-context';
import { fakeApi, product, sequentialIds, soundsRecorder, written } from './testing-fakes';

afterEach(cleanup);

type Timed = KeyboardEvent & { at?: number };
let clock = 0;
function mount(api: Partial<StockMovementsApi>, path = '/products/add') {
  const container = new Container();
  const context: StockScreenContext = {
    api: fakeApi(api),
    log: strictFake<MovementLogApi>('MovementLogApi', {}),
    sounds: soundsRecorder().sounds,
    ids: sequentialIds(),
    wedge: new WindowKeyboardWedge(window, undefined, (e) => (e as Timed).at ?? 0),
    imageUrl: (i) => `/img/${i}`,
  };
  container.bind(StockScreenContextToken).toConstantValue(context);
  render(
    <ContainerProvider container={container}>
      <Router hook={memoryLocation({ path }).hook}>
        <Route path="/products/:actionType" component={ProductActionScreen} />
      </Router>
    </ContainerProvider>,
  );
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

  it('shows an unknown action type as such', () => {
    mount({}, '/products/teleport');
    expect(screen.getByText('Neznámá akce')).toBeTruthy();
  });
});
