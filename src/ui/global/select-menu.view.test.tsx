import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectMenu } from './select-menu';

afterEach(cleanup);

const stocks = Array.from({ length: 30 }, (_, i) => ({ value: 101 + i, label: `Sklad ${i + 1}` }));

function mount(value = 101) {
  const chosen: number[] = [];
  render(
    <div>
      <SelectMenu id="s" value={value} options={stocks} onChange={(v) => chosen.push(v)} testId="stock-select" />
      <p>mimo</p>
    </div>,
  );
  return chosen;
}

describe('SelectMenu', () => {
  it('R-CONST-01 a long list opens as a menu that scrolls within 310 px', () => {
    mount();
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-select'));
    const menu = screen.getByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(30);
    expect([menu.style.maxHeight, menu.style.overflowY]).toEqual(['310px', 'auto']);
  });

  it('shows the chosen option, hands over another one and closes; the same one changes nothing', () => {
    const chosen = mount(102);
    const button = screen.getByTestId('stock-select');
    expect(button.textContent).toBe('Sklad 2');
    fireEvent.click(button);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Sklad 2');
    fireEvent.click(screen.getByRole('option', { name: 'Sklad 2' }).firstElementChild!);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: 'Sklad 7' }).firstElementChild!);
    expect(chosen).toEqual([107]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and on a tap outside', () => {
    mount();
    fireEvent.click(screen.getByTestId('stock-select'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-select'));
    fireEvent.pointerDown(screen.getByText('mimo'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
