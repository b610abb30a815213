import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextSanitizerLoader } from '../../application/shell/rich-text-sanitizer.port';
import { DomPurifySanitizer } from '../../infrastructure/sanitizer/dompurify-sanitizer';
import { ContainerProvider } from '../di/container-context';
import { ConfirmDialogStore } from './confirm-dialog.store';
import { ConfirmDialogView } from './confirm-dialog.view';

afterEach(cleanup);

describe('confirm dialog view', () => {
  it('R-UI-02 renders its text as sanitised HTML with Zrušit and Ano', async () => {
    const container = new Container();
    container.bind(RichTextSanitizerLoader).toConstantValue(async () => new DomPurifySanitizer(window));
    const store = new ConfirmDialogStore();
    render(
      <ContainerProvider container={container}>
        <ConfirmDialogView store={store} />
      </ContainerProvider>,
    );
    act(() => {
      void store.ask({
        title: 'Smazat pozici?',
        text: '<b>A-01-1</b><img src=x onerror="alert(1)"><script>alert(2)</script>\nnavždy',
      });
    });
    const body = await screen.findByTestId('rich-text');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(body.innerHTML).toBe('<b>A-01-1</b><br>navždy');
    expect(screen.getByText('Zrušit')).toBeTruthy();
    expect(screen.getByText('Ano')).toBeTruthy();
  });
});
