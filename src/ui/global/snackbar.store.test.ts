import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarStore } from './snackbar.store';

describe('snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('R-UI-01 is visible while it has text and closes after the default 5000 ms', () => {
    const s = new SnackbarStore();
    expect(s.visible).toBe(false);
    s.info('Uloženo');
    expect(s.visible).toBe(true);
    expect(s.showsCloseButton).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(s.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(s.visible).toBe(false);
  });

  it('R-UI-01 without a timeout stays open and offers Zavřít', () => {
    const s = new SnackbarStore();
    s.show('Trvalá zpráva', { kind: 'warning', timeoutMs: null });
    vi.advanceTimersByTime(60_000);
    expect(s.visible).toBe(true);
    expect(s.showsCloseButton).toBe(true);
    s.close();
    expect(s.visible).toBe(false);
  });

  it('R-UI-01 a swipe of more than 50 px dismisses it, 50 px does not', () => {
    const s = new SnackbarStore();
    s.error('Chyba', null);
    s.swiped(50);
    expect(s.visible).toBe(true);
    s.swiped(-51);
    expect(s.visible).toBe(false);
  });

  it('R-UI-01 a newer message replaces the older one and its timer', () => {
    const s = new SnackbarStore();
    s.info('první', 1000);
    s.error('druhá', null);
    vi.advanceTimersByTime(2000);
    expect(s.text).toBe('druhá');
    expect(s.kind).toBe('error');
  });
});
