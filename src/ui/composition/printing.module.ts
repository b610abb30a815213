import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { AutoPrinter, AutoPrinterToken } from '../../application/printing/auto-printer';
import { PrintingApi } from '../../application/printing/printing-api.port';
import { FetchPrintingApi } from '../../infrastructure/http/fetch-printing-api';
import { AppConfigStore } from '../di/tokens';

/** Label printing (issue 20): the printing port to its HTTP adapter, and automatic printing on scan. */
export const printingModule = new ContainerModule(({ bind }) => {
  bind<PrintingApi>(PrintingApi)
    .toDynamicValue((ctx) => new FetchPrintingApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<AutoPrinter>(AutoPrinterToken)
    .toDynamicValue((ctx) => {
      const config = ctx.get<AppConfigStore>(AppConfigStore);
      return new AutoPrinter(
        ctx.get<PrintingApi>(PrintingApi),
        ctx.get<KeyValueStore>(KeyValueStore),
        ctx.get<IdGenerator>(IdGenerator),
        () => {
          const eshop = config.config?.eshop;
          return eshop ? { eshopId: eshop.eshop_id, printSettings: eshop.print_settings } : null;
        },
      );
    })
    .inSingletonScope();
});
