import { AutoPrinterToken, printAfterStockIn, type AutoPrinter } from '../../application/printing/auto-printer';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { useService } from '../di/container-context';
import { SnackbarStore } from './global-tokens';

/**
 * What every stock-in screen calls once its lines went through: with printOnScan on this device their labels
 * print by themselves (SPEC 4), and the outcome is a snackbar. A stock-in never waits for or fails on printing.
 */
export function usePrintAfterStockIn(): (lines: readonly ScannedLine[]) => void {
  const autoPrinter = useService<AutoPrinter>(AutoPrinterToken);
  const snackbar = useService<SnackbarStore>(SnackbarStore);
  return (lines) =>
    void printAfterStockIn(autoPrinter, lines).then((m) => m && snackbar.show(m.text, { kind: m.kind }));
}
