import { Icon } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { MenuItemView } from './menu-item.view';
import type { SideMenuViewModel } from './side-menu.view-model';
import { StockSelector } from './stock-selector.view';

const OtherServicesDialog = lazy(() =>
  import('./other-services.dialog').then((m) => ({ default: m.OtherServicesDialog })),
);

/** The side menu of SPEC 2.3: a permanent drawer on wide screens, an overlay below (R-MENU-17). */
export const SideMenuView = observer(function SideMenuView({ vm }: { vm: SideMenuViewModel }) {
  const temporary = vm.drawer === 'temporary';
  return (
    <>
      {temporary && !vm.closed && (
        <div className="sk-menu-backdrop" onClick={() => vm.closeClicked()} data-testid="menu-backdrop" />
      )}
      <nav
        className={`sk-menu sk-menu--${vm.drawer} ${vm.closed ? 'is-closed' : 'is-open'}`}
        style={{ width: vm.menuWidth }}
        aria-label="Hlavní menu"
        aria-hidden={vm.closed}
        data-testid="side-menu"
      >
        <div className="sk-menu__inner">
          <header className="sk-menu__head">
            <div className="sk-menu__brand">
              <span className="sk-menu__logo" aria-hidden>
                ▣
              </span>
              <span>Sklad</span>
            </div>
            {vm.isSuperadmin && (
              <div className="sk-menu__superadmin" data-testid="superadmin-banner">
                SuperAdmin · {vm.orgName}
              </div>
            )}
            <div className="sk-menu__org" data-testid="menu-org">
              <span className="sk-menu__org-name">{vm.orgName}</span>
              {vm.orgNote && (
                // A CSS tooltip (hover and focus): Blueprint's popover engine is not worth its weight here.
                <span className="sk-tooltip">
                  <a
                    href={vm.links.orgNote}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label="Poznámka organizace"
                    aria-describedby="sk-org-note"
                    className="sk-menu__note-link"
                    data-testid="org-note-link"
                  >
                    <Icon icon="info-sign" size={14} />
                  </a>
                  <span
                    role="tooltip"
                    id="sk-org-note"
                    className="sk-tooltip__bubble sk-menu__note"
                    data-testid="org-note"
                  >
                    {vm.orgNote}
                  </span>
                </span>
              )}
            </div>
            <div className="sk-menu__client" data-testid="menu-client">
              {vm.clientName}
              {vm.eshopName ? ` · ${vm.eshopName}` : ''}
            </div>
            <StockSelector vm={vm} />
          </header>
          <ul className="sk-menu__list" data-testid="menu-list">
            {vm.slots.map(({ slot, items }) => [
              slot === 'afterDivider' && items.length > 0 ? (
                <li key="divider" className="sk-menu__divider" role="separator" />
              ) : null,
              ...items.map((item, i) => (
                <MenuItemView key={`${slot}-${item.to ?? item.testId ?? item.text}-${i}`} item={item} vm={vm} />
              )),
            ])}
          </ul>
          <ul className="sk-menu__list sk-menu__fixed">
            <li>
              <button
                type="button"
                className="sk-menu__entry"
                onClick={() => vm.closeClicked()}
                data-testid="menu-close"
              >
                <Icon icon="menu-closed" className="sk-menu__icon" />
                <span className="sk-menu__text">Zavřít menu</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="sk-menu__entry"
                onClick={() => vm.otherServicesClicked()}
                data-testid="menu-other-services"
              >
                <Icon icon="application" className="sk-menu__icon" />
                <span className="sk-menu__text">Ostatní služby</span>
              </button>
            </li>
            <li>
              <a
                className="sk-menu__entry"
                href={vm.links.userSettings}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="menu-user-settings"
              >
                <Icon icon="user" className="sk-menu__icon" />
                <span className="sk-menu__text">Nastavení uživatele</span>
                <Icon icon="share" size={12} className="sk-menu__external" />
              </a>
            </li>
            <li>
              <button
                type="button"
                className="sk-menu__entry"
                onClick={() => void vm.logoutClicked()}
                data-testid="menu-logout"
              >
                <Icon icon="log-out" className="sk-menu__icon" />
                <span className="sk-menu__text">Odhlásit se</span>
              </button>
            </li>
          </ul>
          <footer className="sk-menu__build" data-testid="build-info">
            {vm.buildLines.map((l) => (
              <div key={l}>{l}</div>
            ))}
          </footer>
        </div>
      </nav>
      {vm.otherServicesOpen && (
        <Suspense fallback={null}>
          <OtherServicesDialog vm={vm} />
        </Suspense>
      )}
    </>
  );
});
