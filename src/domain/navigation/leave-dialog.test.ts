import { describe, expect, it } from 'vitest';
import { leaveDialogSpec } from './leave-dialog';

describe('leave dialog', () => {
  it('R-NAV-05 offers Zpět and leave without saving, 500 wide, without a save method', () => {
    const spec = leaveDialogSpec(false);
    expect(spec.buttons.map((b) => b.text)).toEqual(['Zpět', 'Ano, odejít bez uložení']);
    expect(spec.width).toBe(500);
  });
  it('R-NAV-05 adds save-and-leave and is 800 wide with a save method', () => {
    const spec = leaveDialogSpec(true);
    expect(spec.buttons.map((b) => b.text)).toEqual(['Zpět', 'Ano, odejít bez uložení', 'Uložit změny a odejít']);
    expect(spec.width).toBe(800);
  });
  it('R-NAV-07 is titled Neuložené změny with the SPEC text', () => {
    expect(leaveDialogSpec(false).title).toBe('Neuložené změny');
    expect(leaveDialogSpec(true).text).toBe('Na stránce máte neuložené změny. Vážně chcete odejít?');
  });
});
