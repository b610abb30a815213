import { authEndpoints } from './auth.schema';
import { batchEndpoints } from './batches.schema';
import { catalogueEndpoints } from './catalogue.schema';
import { documentEndpoints } from './documents.schema';
import { exportEndpoints } from './exports.schema';
import type { ApiEndpoint } from './endpoint';
import { eshopEndpoints } from './eshop.schema';
import { eshopSyncEndpoints } from './eshop-sync.schema';
import { eshopInstallEndpoints } from './eshop-install.schema';
import { layoutEndpoints } from './layout.schema';
import { liveEndpoints } from './live.schema';
import { offlineEndpoints } from './offline.schema';
import { receivingEndpoints } from './receiving.schema';
import { relocationEndpoints } from './relocation.schema';
import { printingEndpoints } from './printing.schema';
import { settingsEndpoints } from './settings.schema';
import { stockEndpoints } from './stock.schema';
import { stocktakingEndpoints } from './stocktaking.schema';

/** Every call of the API, one line per area: the source of GET /api/openapi.json. */
export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  ...authEndpoints,
  ...settingsEndpoints,
  ...eshopEndpoints,
  ...layoutEndpoints,
  ...stockEndpoints,
  ...receivingEndpoints,
  ...documentEndpoints,
  ...printingEndpoints,
  ...stocktakingEndpoints,
  ...exportEndpoints,
  ...catalogueEndpoints,
  ...batchEndpoints,
  ...liveEndpoints,
  ...offlineEndpoints,
  ...relocationEndpoints,
  ...eshopSyncEndpoints,
  ...eshopInstallEndpoints,
  // new:area: endpoint lists above this line
];
