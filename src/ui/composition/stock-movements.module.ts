import { ContainerModule } from 'inversify';
import { MovementLogApi } from '../../application/movement-log/movement-log.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge } from '../../application/stock-movements/keyboard-wedge.port';
import { ScanSounds } from '../../application/stock-movements/scan-sounds';
import { SoundPlayer } from '../../application/stock-movements/sound-player.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { FetchMovementLogApi } from '../../infrastructure/http/fetch-movement-log-api';
import { FetchStockMovementsApi } from '../../infrastructure/http/fetch-stock-movements-api';
import { WindowKeyboardWedge } from '../../infrastructure/keyboard/window-keyboard-wedge';
import { HtmlAudioSoundPlayer } from '../../infrastructure/sound/html-audio-sound-player';
import { AppConfigStoreToken } from '../di/tokens';
import type { ScanSpinnerStore } from '../global/scan-spinner.store';
import type { ScannerSlotStore } from '../global/scanner-slot.store';
import type { SnackbarStore } from '../global/snackbar.store';
import type { PreventLeaveService } from '../shell/prevent-leave.service';
import { PreventLeaveToken, ScannerSlotToken, ScanSpinnerToken, SnackbarToken } from '../shell/shell-tokens';
import { ScannerPanelViewModel } from '../scanner/scanner-panel.view-model';
import type { AppConfigStore } from '../stores/app-config.store';
import { StockScreenContextToken, type StockScreenContext } from '../stock-movements/stock-screen-context';

/** Stock movements by scanning (issue 4, app half) and the movement log: ports to adapters. */
export function stockMovementsModule(win: Window = window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<StockMovementsApi>(StockMovementsApi)
      .toDynamicValue((ctx) => new FetchStockMovementsApi(ctx.get<HttpClient>(HttpClient)))
      .inSingletonScope();
    bind<MovementLogApi>(MovementLogApi)
      .toDynamicValue((ctx) => new FetchMovementLogApi(ctx.get<HttpClient>(HttpClient)))
      .inSingletonScope();
    bind<SoundPlayer>(SoundPlayer)
      .toDynamicValue(() => new HtmlAudioSoundPlayer('/sounds/'))
      .inSingletonScope();
    bind(ScanSounds)
      .toDynamicValue((ctx) => new ScanSounds(ctx.get<SoundPlayer>(SoundPlayer), ctx.get<KeyValueStore>(KeyValueStore)))
      .inSingletonScope();
    bind<KeyboardWedge>(KeyboardWedge)
      .toDynamicValue(() => new WindowKeyboardWedge(win))
      .inSingletonScope();
    bind<StockScreenContext>(StockScreenContextToken)
      .toDynamicValue((ctx) => {
        const slot = ctx.get<ScannerSlotStore>(ScannerSlotToken, { optional: true });
        const camera = ctx.get<ActiveScanSink>(ActiveScanSink, { optional: true });
        // constructing the panel's view-model touches no camera; open() loads the decoder
        const panel = camera ? ctx.get<ScannerPanelViewModel>(ScannerPanelViewModel, { optional: true }) : undefined;
        const config = ctx.get<AppConfigStore>(AppConfigStoreToken, { optional: true });
        return {
          imageUrl: (image) => {
            if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
            const cut = config?.config?.eshop.data.imageCuts.find((c) => c.name === 'category');
            return cut ? `${cut.cdnPath}${image}` : image;
          },
          api: ctx.get<StockMovementsApi>(StockMovementsApi),
          log: ctx.get<MovementLogApi>(MovementLogApi),
          sounds: ctx.get<ScanSounds>(ScanSounds),
          ids: ctx.get<IdGenerator>(IdGenerator),
          wedge: ctx.get<KeyboardWedge>(KeyboardWedge),
          cameraSink: camera,
          openCamera: panel
            ? () => {
                slot?.activate();
                panel.open();
              }
            : undefined,
          preventLeave: ctx.get<PreventLeaveService>(PreventLeaveToken, { optional: true }),
          spinner: ctx.get<ScanSpinnerStore>(ScanSpinnerToken, { optional: true }),
          snackbar: ctx.get<SnackbarStore>(SnackbarToken, { optional: true }),
        };
      })
      .inSingletonScope();
  });
}
