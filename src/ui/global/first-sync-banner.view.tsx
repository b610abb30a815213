import { Callout, Intent } from '@blueprintjs/core';
import { firstSyncBannerText } from '../../domain/text/first-sync-banner';
import type { EshopStatus } from '../../application/config/config-types';

/** R-UI-05: shown while the e-shop's first synchronisation runs (loaded only then: it brings date-fns). */
export default function FirstSyncBanner({ status }: { status: EshopStatus }) {
  return (
    <Callout intent={Intent.WARNING} icon="refresh" className="sk-first-sync" data-testid="first-sync-banner">
      {firstSyncBannerText(status)}
    </Callout>
  );
}
