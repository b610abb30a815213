import { reaction } from 'mobx';
import { useEffect } from 'react';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import type { ScanSource } from '../../application/stock-movements/scan-queue';
import { useService } from '../di/container-context';
import { PreventLeaveService } from './global-tokens';

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
export function useScanScreen(vm: ScanScreenModel): void {
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const camera = useService<ActiveScanSink>(ActiveScanSink);
  const guard = useService<PreventLeaveService>(PreventLeaveService);
  useEffect(
    () => wedge.attach({ scanned: (code) => vm.accept(code, 'keyboard'), submitted: () => vm.codeSubmitted() }),
    [wedge, vm],
  );
  useEffect(() => camera.attach(vm), [camera, vm]);
  useEffect(() => {
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
  }, [guard, vm]);
}
