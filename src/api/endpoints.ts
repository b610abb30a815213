import { authEndpoints } from './auth.schema';
import { documentEndpoints } from './documents.schema';
import type { ApiEndpoint } from './endpoint';
import { eshopEndpoints } from './eshop.schema';
import { layoutEndpoints } from './layout.schema';
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
  ...relocationEndpoints,
];
