import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarStore } from './snackbar.store';
import { SnackbarView } from './snackbar.view';

afterEach(cleanup);

describe('snackbar view', () => {
  it('R-UI-01 shows an icon for warning, error and info', () => {
    const store = new SnackbarStore();
    render(<SnackbarView store={store} />);
    for (const kind of ['warning', 'error', 'info'] as const) {
      act(() => store.show(kind, { kind, timeoutMs: null }));
      expect(screen.getByTestId(`snackbar-icon-${kind}`)).toBeTruthy();
    }
  });

  it('R-UI-01 offers Zavřít only without a timeout, and a long swipe dismisses', () => {
    const store = new SnackbarStore();
    render(<SnackbarView store={store} />);
    act(() => store.info('s časovačem', 5000));
    expect(screen.queryByText('Zavřít')).toBeNull();
    act(() => store.info('bez časovače', null));
    fireEvent.click(screen.getByText('Zavřít'));
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => store.info('táhni', null));
    const bar = screen.getByTestId('snackbar');
    fireEvent.touchStart(bar, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(bar, { changedTouches: [{ clientX: 160 }] });
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
