import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { startTagManager } from '../../application/shell/start-tag-manager';
import { TagManagerLoader } from '../../application/shell/tag-manager.port';
import { titleOf } from '../../domain/routing/route-access';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { SideMenuView } from '../menu/side-menu.view';
import { SCREENS } from '../routes/screen-table';
import { ScannerPanelSlot } from './scanner-panel-slot';
import { FirstSyncViewModel, ScannerSlotStore, SideMenuViewModel } from './shell-tokens';

const FirstSyncBanner = lazy(() => import('../global/first-sync-banner.view'));

/** The signed-in frame: side menu, top bar with the menu toggle, first-sync banner, the page. */
export const AppShell = observer(function AppShell({
  children,
  hideMenuToggle = false,
}: {
  children: ReactNode;
  hideMenuToggle?: boolean;
}) {
  const menu = useService<SideMenuViewModel>(SideMenuViewModel);
  const sync = useService<FirstSyncViewModel>(FirstSyncViewModel);
  const scanner = useService<ScannerSlotStore>(ScannerSlotStore);
  const config = useService<AppConfigStore>(AppConfigStore);
  const tagManager = useService<TagManagerLoader>(TagManagerLoader);
  const [path] = useLocation();
  const loaded = config.loaded;

  useEffect(() => {
    menu.locationChanged(path);
  }, [menu, path]);
  useEffect(() => {
    document.title = `${titleOf(SCREENS, path)} · Sklad`;
  }, [path]);
  useEffect(() => {
    if (!loaded) return;
    sync.start();
    return () => sync.stop();
  }, [sync, loaded]);
  const commonSettings = config.config?.eshop.common_settings;
  useEffect(() => {
    // R-UI-11: only an id the admin set loads anything from the internet
    if (commonSettings) startTagManager(tagManager, commonSettings);
  }, [tagManager, commonSettings]);

  return (
    <div className="sk-shell" style={{ ['--sk-layout-menu-width' as string]: menu.layoutWidth }}>
      {loaded && <SideMenuView vm={menu} />}
      <div className="sk-shell__main">
        <header className="sk-topbar">
          {!hideMenuToggle && loaded && (
            <Button
              variant="minimal"
              icon="menu"
              aria-label={menu.closed ? 'Otevřít menu' : 'Zavřít menu'}
              aria-expanded={!menu.closed}
              onClick={() => menu.toggleClicked()}
              data-testid="menu-toggle"
              className="sk-topbar__toggle"
            />
          )}
          <span className="sk-topbar__title" data-testid="page-title">
            {titleOf(SCREENS, path)}
          </span>
          {menu.eshopName && <span className="sk-topbar__eshop">{menu.eshopName}</span>}
        </header>
        {sync.status && (
          <Suspense fallback={null}>
            <FirstSyncBanner status={sync.status} />
          </Suspense>
        )}
        <main id="sk-main" className="sk-shell__content">
          {children}
        </main>
      </div>
      {scanner.active && (
        <Suspense fallback={null}>
          <ScannerPanelSlot />
        </Suspense>
      )}
    </div>
  );
});
