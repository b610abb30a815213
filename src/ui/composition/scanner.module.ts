import { ContainerModule } from 'inversify';
import { ActiveScanSink, ScanSinkStack } from '../../application/scanning/active-scan-sink';
import { BarcodeDecoder } from '../../application/scanning/barcode-decoder.port';
import { CameraSource } from '../../application/scanning/camera-source.port';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { ScanSink } from '../../application/scanning/scan-sink.port';
import { ScanSounds, StoredSwitchScanSounds } from '../../application/scanning/scan-sounds';
import { SoundPlayer } from '../../application/scanning/sound-player.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { MediaDevicesCamera } from '../../infrastructure/camera/media-devices-camera';
import { ZxingWasmDecoder } from '../../infrastructure/camera/zxing-wasm-decoder';
import { WindowKeyboardWedge } from '../../infrastructure/keyboard/window-keyboard-wedge';
import { HtmlAudioSoundPlayer } from '../../infrastructure/sound/html-audio-sound-player';

/**
 * Scanning, shared by every screen that scans: the camera and its decoder (one worker and one camera
 * for the whole app), where the camera panel's codes go, the keyboard-wedge scanner and the scan sounds.
 * The panel's view-model is built by the panel itself (src/ui/scanner/scanner-panel.slot.tsx).
 */
export function scannerModule(win: Window = window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<BarcodeDecoder>(BarcodeDecoder)
      .toDynamicValue(() => new ZxingWasmDecoder())
      .inSingletonScope();
    bind<CameraSource>(CameraSource)
      .toDynamicValue(() => new MediaDevicesCamera())
      .inSingletonScope();
    const sinks = new ScanSinkStack();
    bind<ActiveScanSink>(ActiveScanSink).toConstantValue(sinks);
    bind<ScanSink>(ScanSink).toConstantValue(sinks);
    bind<KeyboardWedge>(KeyboardWedge)
      .toDynamicValue(() => new WindowKeyboardWedge(win))
      .inSingletonScope();
    bind<SoundPlayer>(SoundPlayer)
      .toDynamicValue(() => new HtmlAudioSoundPlayer('/sounds/'))
      .inSingletonScope();
    bind<ScanSounds>(ScanSounds)
      .toDynamicValue(
        (ctx) => new StoredSwitchScanSounds(ctx.get<SoundPlayer>(SoundPlayer), ctx.get<KeyValueStore>(KeyValueStore)),
      )
      .inSingletonScope();
  });
}
