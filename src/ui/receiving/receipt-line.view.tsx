import { observer } from 'mobx-react-lite';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { ScannedLineView } from '../global/scanned-line.view';
import type { ReceiptLinesViewModel } from './receipt-lines.view-model';

/**
 * A product being received now, on the row every scanning screen shows: its amount from 0 (by scans or typed),
 * its batch and expiry where required, and under its name what the list expects and has stocked up.
 */
export const ReceiptLine = observer(function ReceiptLine({
  vm,
  line,
}: {
  vm: ReceiptLinesViewModel;
  line: ScannedLine;
}) {
  return <ScannedLineView list={vm} line={line} details={{ receipt: true, codesOf: (l) => listedText(vm, l) }} />;
});

function listedText(vm: ReceiptLinesViewModel, line: ScannedLine): string {
  const listed = vm.lineOf(line.code);
  return listed
    ? `${line.code} · očekáváno ${listed.amount_expected}, naskladněno ${listed.amount_stocked_up}`
    : `${line.code} · není na seznamu`;
}
