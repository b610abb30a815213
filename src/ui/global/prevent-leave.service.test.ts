import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTabCloseWarning } from '../../application/shell/testing-fakes';
import { PreventLeaveService } from './prevent-leave.service';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prevent-leave service', () => {
  it('R-NAV-06 the tab-close warning is on exactly while unsaved changes are flagged', () => {
    const tab = new FakeTabCloseWarning();
    const s = new PreventLeaveService(tab);
    expect(tab.enabled).toBe(false);
    s.enable();
    expect(tab.enabled).toBe(true);
    s.disable();
    expect(tab.enabled).toBe(false);
  });

  it('R-NAV-05 the dialog offers save-and-leave only with a save method; Zpět stays, leaving goes on', async () => {
    const s = new PreventLeaveService(new FakeTabCloseWarning());
    const next = vi.fn();
    s.enable();
    s.requestLeave(next);
    expect(s.dialog?.buttons.map((b) => b.choice)).toEqual(['back', 'leave']);
    expect(s.dialog?.width).toBe(500);
    await s.choose('back');
    expect(s.dialog).toBeNull();
    expect(next).not.toHaveBeenCalled();
    expect(s.enabled).toBe(true);
    s.requestLeave(next);
    await s.choose('leave');
    expect(next).toHaveBeenCalledTimes(1);
    expect(s.enabled).toBe(false);
  });

  it('R-NAV-05 save-and-leave saves first, then leaves; the dialog is 800 wide', async () => {
    const s = new PreventLeaveService(new FakeTabCloseWarning());
    const order: string[] = [];
    s.enable(async () => {
      order.push('save');
    });
    s.requestLeave(() => order.push('leave'));
    expect(s.dialog?.width).toBe(800);
    expect(s.dialog?.buttons.map((b) => b.text)).toContain('Uložit změny a odejít');
    await s.choose('saveAndLeave');
    expect(order).toEqual(['save', 'leave']);
  });

  it('R-NAV-07 a failed save is only logged: no throw, the user stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = new PreventLeaveService(new FakeTabCloseWarning());
    const next = vi.fn();
    s.enable(async () => {
      throw new Error('server down');
    });
    s.requestLeave(next);
    expect(s.dialog?.title).toBe('Neuložené změny');
    await expect(s.choose('saveAndLeave')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
    expect(s.enabled).toBe(true);
  });
});
