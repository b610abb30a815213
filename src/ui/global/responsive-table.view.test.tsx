import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewportSize } from '../../application/shell/browser-ports.port';
import { FakeViewport } from '../../application/shell/testing-fakes';
import { ContainerProvider } from '../di/container-context';
import { ResponsiveTable } from './responsive-table';

afterEach(cleanup);

function mount(width: number) {
  const viewport = new FakeViewport(width);
  const container = new Container();
  container.bind(ViewportSize).toConstantValue(viewport);
  render(
    <ContainerProvider container={container}>
      <ResponsiveTable
        columns={[
          { key: 'code', header: 'Kód', render: (r: { code: string }) => r.code },
          { key: 'amount', header: 'Množství', render: () => 3, numeric: true },
        ]}
        rows={[{ code: 'ZAH0001' }]}
        rowKey={(r) => r.code}
        testId="table"
      />
    </ContainerProvider>,
  );
  return viewport;
}

describe('ResponsiveTable', () => {
  it('R-CONST-01 is one card per row below the md breakpoint and a table from it, following resizes', () => {
    const viewport = mount(959);
    const table = screen.getByTestId('table');
    expect(table.dataset.layout).toBe('cards');
    expect(table.classList.contains('sk-rtable--cards')).toBe(true);
    act(() => viewport.resize(960));
    expect(table.dataset.layout).toBe('table');
    expect(table.classList.contains('sk-rtable--cards')).toBe(false);
    act(() => viewport.resize(390));
    expect(table.dataset.layout).toBe('cards');
  });

  it('labels each cell with its header for the card layout', () => {
    mount(390);
    expect([...screen.getByTestId('table').querySelectorAll('td')].map((td) => td.dataset.label)).toEqual([
      'Kód',
      'Množství',
    ]);
  });
});
