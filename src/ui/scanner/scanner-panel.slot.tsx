import { useEffect, useState } from 'react';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { BarcodeDecoder } from '../../application/scanning/barcode-decoder.port';
import { CameraSource } from '../../application/scanning/camera-source.port';
import { ScanSink } from '../../application/scanning/scan-sink.port';
import { useService } from '../di/container-context';
import { ScannerSlotStore } from '../shell/shell-tokens';
import { ScannerPanel } from './scanner-panel.view';
import { ScannerPanelViewModel } from './scanner-panel.view-model';

/**
 * The shell's lazily loaded scanner slot: the one camera panel of the app, mounted once by the shell.
 * Screens open it through ScannerSlotStore; leaving the signed-in shell stops the camera.
 */
export default function ScannerPanelSlot() {
  const camera = useService<CameraSource>(CameraSource);
  const decoder = useService<BarcodeDecoder>(BarcodeDecoder);
  const sink = useService<ScanSink>(ScanSink);
  const store = useService<KeyValueStore>(KeyValueStore);
  const slot = useService<ScannerSlotStore>(ScannerSlotStore);
  const [vm] = useState(() => new ScannerPanelViewModel(camera, decoder, sink, store));
  useEffect(() => {
    const disconnect = slot.connect((request) => vm.open(request));
    return () => {
      disconnect();
      vm.close();
    };
  }, [slot, vm]);
  return <ScannerPanel viewModel={vm} />;
}
