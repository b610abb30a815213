// Binds the scanner's ports to the browser adapters. KeyValueStore (settings) comes from coreModule. The panel's view-model is bound by
// scannerPanelModule (src/ui/scanner), which the composition root loads next to this one.
import { ContainerModule } from 'inversify';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { BarcodeDecoder } from '../../application/scanning/barcode-decoder.port';
import { CameraSource } from '../../application/scanning/camera-source.port';
import { ScanSink } from '../../application/scanning/scan-sink.port';
import { MediaDevicesCamera } from './media-devices-camera';
import { ZxingWasmDecoder } from './zxing-wasm-decoder';

export const scannerModule = new ContainerModule(({ bind }) => {
  // one worker and one camera for the whole app
  bind<BarcodeDecoder>(BarcodeDecoder).to(ZxingWasmDecoder).inSingletonScope();
  bind<CameraSource>(CameraSource).to(MediaDevicesCamera).inSingletonScope();
  bind(ActiveScanSink).toSelf().inSingletonScope();
  bind<ScanSink>(ScanSink).toService(ActiveScanSink);
});
