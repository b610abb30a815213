import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { ScanSource } from '../../application/stock-movements/scan-queue';
import type { StockScreenContext } from './stock-screen-context';

/** What a scanning screen's view-model offers the wiring below. */
export interface ScanScreenModel {
  accept(code: string, source: ScanSource): void;
  codeSubmitted(): void;
  readonly hasUnsentItems: boolean;
  readonly notice: { text: string } | null;
  submitClicked(): Promise<boolean>;
  dispose?(): void;
}

/**
 * Wires a scanning screen to the keyboard-wedge scanner, the camera panel and the leave guard:
 * leaving with unsent items asks first, and "Uložit změny a odejít" sends them (staying if that fails).
 */
export function useScanScreen(ctx: StockScreenContext, vm: ScanScreenModel): void {
  useEffect(
    () => ctx.wedge.attach({ scanned: (code) => vm.accept(code, 'keyboard'), submitted: () => vm.codeSubmitted() }),
    [ctx, vm],
  );
  useEffect(() => ctx.cameraSink?.attach(vm), [ctx, vm]);
  useEffect(() => {
    const guard = ctx.preventLeave;
    if (!guard) return () => vm.dispose?.();
    const stop = reaction(
      () => vm.hasUnsentItems,
      (unsent) => {
        if (unsent)
          guard.enable(async () => {
            if (!(await vm.submitClicked())) throw new Error(vm.notice?.text ?? 'Odeslání selhalo');
          });
        else guard.disable();
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      guard.disable();
      vm.dispose?.();
    };
  }, [ctx, vm]);
}
