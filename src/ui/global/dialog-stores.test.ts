import { afterEach, describe, expect, it, vi } from 'vitest';
import { required } from '../../domain/forms/form-validation';
import { ConfirmDialogStore } from './confirm-dialog.store';
import { FormDialogStore } from './form-dialog.store';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('confirm dialog', () => {
  it('R-UI-02 defaults to width 500, Zrušit and Ano', () => {
    const d = new ConfirmDialogStore();
    void d.ask({ title: 'Smazat?', text: 'Opravdu?' });
    expect(d.current).toMatchObject({
      width: 500,
      cancelText: 'Zrušit',
      confirmText: 'Ano',
      persistent: false,
      disableCancel: false,
    });
  });

  it('R-UI-02 resolves true on confirm and false on cancel; persistent ignores outside clicks', async () => {
    const d = new ConfirmDialogStore();
    const first = d.ask({ title: 't', text: 'x', persistent: true });
    d.dismissRequested();
    expect(d.isOpen).toBe(true);
    await d.confirmClicked();
    await expect(first).resolves.toBe(true);
    const second = d.ask({ title: 't', text: 'x', width: 700, confirmText: 'Smazat' });
    expect(d.current?.width).toBe(700);
    d.cancelClicked();
    await expect(second).resolves.toBe(false);
  });

  it('R-UI-02 shows loading while onConfirm runs', async () => {
    const d = new ConfirmDialogStore();
    let finish!: () => void;
    void d.ask({
      title: 't',
      text: 'x',
      onConfirm: () =>
        new Promise<void>((r) => {
          finish = r;
        }),
    });
    const clicked = d.confirmClicked();
    expect(d.loading).toBe(true);
    finish();
    await clicked;
    expect(d.loading).toBe(false);
    expect(d.isOpen).toBe(false);
  });
});

describe('form dialog', () => {
  it('R-UI-07 opens only when every entry has type, name and label; otherwise logs the message', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const f = new FormDialogStore();
    expect(f.open({ title: 'x', entries: [{ type: 'text', name: 'a' }], onSubmit: () => undefined })).toBe(false);
    expect(f.isOpen).toBe(false);
    expect(log).toHaveBeenCalledWith('Form data validation failed: Each entry must include type, name, and label.');
    expect(f.open({ title: 'x', entries: [{ type: 'text', name: 'a', label: 'A' }], onSubmit: () => undefined })).toBe(
      true,
    );
    expect(f.isOpen).toBe(true);
  });

  it('R-UI-08 submits only when every field is valid, showing one error per field', async () => {
    const onSubmit = vi.fn();
    const f = new FormDialogStore();
    const tooShort = (v: unknown) => String(v).length >= 3 || 'Krátké';
    f.open({
      title: 'x',
      entries: [
        { type: 'text', name: 'a', label: 'A', rules: [required(), tooShort] },
        { type: 'text', name: 'b', label: 'B' },
      ],
      onSubmit,
    });
    expect(await f.submitClicked()).toBe(false);
    expect(f.errors.a).toEqual(['Toto pole je povinné']);
    expect(onSubmit).not.toHaveBeenCalled();
    f.valueChanged('a', 'abcd');
    expect(await f.submitClicked()).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith({ a: 'abcd', b: '' });
    expect(f.isOpen).toBe(false);
  });
});
