import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { isSuperadmin } from '../../application/config/organisation-eshops';
import type { LoadedConfig } from '../../application/config/config-types';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { LiveUpdates } from '../../application/live/live-updates.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { TokenSession } from '../../application/session/token-session';
import type { PageReload, ViewportSize } from '../../application/shell/browser-ports.port';
import { watchRelocationBadge } from '../../application/shell/load-relocation-badge';
import { otherApps, warehouseEntries } from '../../application/shell/side-menu-entries';
import { switchStock } from '../../application/shell/switch-stock';
import { buildInfoLines, type BuildInfo } from '../../domain/menu/build-info';
import { SIDE_MENU_CLOSED_KEY } from '../../domain/menu/menu-constants';
import { MENU_SLOT_ORDER, isItemActive, type MenuItem, type MenuSlot } from '../../domain/menu/menu-item';
import {
  drawerKind,
  initialMenuState,
  menuWidth,
  resized,
  toggled,
  type MenuState,
} from '../../domain/menu/menu-state';
import type { ServiceInfo } from '../../domain/menu/sibling-apps';
import type { WarehouseMenuEntry } from '../../domain/menu/warehouse-menu';
import { STOCK_SWITCH_ERROR_TIMEOUT_MS } from '../../domain/navigation/ui-constants';
import type { SnackbarStore } from '../global/snackbar.store';

export interface SideMenuDeps {
  config: { config: LoadedConfig | null };
  session: { signOut(): Promise<void> };
  store: KeyValueStore;
  viewport: ViewportSize;
  auth: AuthApi;
  configApi: ConfigApi;
  tokens: TokenSession;
  page: PageReload;
  snackbar: SnackbarStore;
  /** Stock changes on other devices move the relocation badge without a reload. */
  live?: LiveUpdates;
  buildInfo: BuildInfo;
  /** The product part of this app's module name ('sklad' → 'sklad_stock'). */
  product: string;
  /** Where the auth host's user settings page and the main app's organisation-note page live. */
  links: { userSettings: string; orgNote: string };
  /** The warehouse entries the screens register (src/ui/routes/screen-table.ts). */
  menuEntries: readonly WarehouseMenuEntry[];
}

export type MenuToggledListener = (closed: boolean) => void;

/** The side menu of SPEC 2.3 and its open/closed behaviour (SPEC 4). */
export class SideMenuViewModel {
  state: MenuState;
  width: number;
  path = '/';
  relocationBadge = 0;
  switchingStock = false;
  otherServicesOpen = false;
  /** Items screens add at the insertion points. */
  extra: Record<MenuSlot, readonly MenuItem[]> = { top: [], custom: [], afterDivider: [], bottom: [] };
  private readonly toggledListeners = new Set<MenuToggledListener>();

  constructor(private readonly d: SideMenuDeps) {
    this.width = d.viewport.width();
    this.state = initialMenuState(d.store.get(SIDE_MENU_CLOSED_KEY), this.width);
    makeAutoObservable<this, 'd' | 'toggledListeners'>(
      this,
      { state: observableRef, extra: observableRef, d: false, toggledListeners: false },
      { autoBind: true },
    );
    d.viewport.onResize((w) => this.resizedTo(w));
    // R-MENU-05: fetched when the config loads and whenever the e-shop name changes; and, while
    // signed in to an e-shop, again after every stock change committed on any device.
    let stop: (() => void) | undefined;
    reaction(
      () => d.config.config?.eshop.eshop_name,
      (name) => {
        stop?.();
        stop = name ? watchRelocationBadge(d.configApi, d.live, name, this.badgeLoaded) : undefined;
      },
      { fireImmediately: true },
    );
  }

  private get cfg(): LoadedConfig | null {
    return this.d.config.config;
  }
  get closed(): boolean {
    return this.state.closed;
  }
  get drawer() {
    return drawerKind(this.width);
  }
  get layoutWidth(): string {
    return this.drawer === 'permanent' ? menuWidth(this.closed) : '0';
  }
  get menuWidth(): string {
    return menuWidth(this.closed);
  }
  get items(): MenuItem[] {
    return warehouseEntries(this.d.menuEntries, this.cfg, this.relocationBadge);
  }

  /** The four insertion points, the warehouse entries going in with the custom items. */
  get slots(): Array<{ slot: MenuSlot; items: readonly MenuItem[] }> {
    return MENU_SLOT_ORDER.map((slot) => ({
      slot,
      items: (slot === 'custom' ? [...this.items, ...this.extra.custom] : this.extra[slot]).filter((i) => !i.hidden),
    }));
  }

  isActive(item: MenuItem): boolean {
    return isItemActive(item, this.path);
  }

  setItems(slot: MenuSlot, items: readonly MenuItem[]): void {
    this.extra = { ...this.extra, [slot]: items };
  }

  get stocks() {
    return this.cfg?.stocks ?? [];
  }
  get showStockSelector(): boolean {
    return this.stocks.length > 1;
  }
  get currentEshopId(): number | undefined {
    return this.cfg?.eshop.eshop_id ?? this.cfg?.client.stock_eshop_id;
  }
  get orgName(): string {
    return this.cfg?.app.org_name ?? this.cfg?.client.org_name ?? '';
  }
  get clientName(): string {
    return this.cfg?.client.client_name ?? '';
  }
  get eshopName(): string {
    return this.cfg?.eshop.eshop_name ?? '';
  }
  get isSuperadmin(): boolean {
    return isSuperadmin(this.cfg);
  }
  get orgNote(): string | null {
    return this.cfg?.client.org_note || null;
  }
  get buildLines(): string[] {
    return buildInfoLines(this.d.buildInfo);
  }
  get links() {
    return this.d.links;
  }

  get siblingApps(): ServiceInfo[] {
    return otherApps(this.cfg, this.d.product);
  }

  onToggled(listener: MenuToggledListener): () => void {
    this.toggledListeners.add(listener);
    return () => this.toggledListeners.delete(listener);
  }

  /** R-MENU-15: flips, stores sideMenuClosed and emits menuToggled with the closed state. */
  toggleClicked(): void {
    this.state = toggled(this.state);
    this.d.store.set(SIDE_MENU_CLOSED_KEY, String(this.state.closed));
    for (const l of [...this.toggledListeners]) l(this.state.closed);
  }

  /** 'Zavřít menu' and the overlay backdrop. */
  closeClicked(): void {
    if (!this.state.closed) this.toggleClicked();
  }

  /** After a menu link on an overlay drawer, the overlay gets out of the way. */
  navigatedByMenu(): void {
    if (this.drawer === 'temporary' && !this.state.closed) this.state = { ...this.state, closed: true };
  }

  resizedTo(width: number): void {
    this.width = width;
    this.state = resized(this.state, width);
  }

  locationChanged(path: string): void {
    this.path = path;
  }

  groupOpened(item: MenuItem): void {
    item.onOpening?.();
  }

  otherServicesClicked(): void {
    this.otherServicesOpen = true;
  }
  otherServicesClosed(): void {
    this.otherServicesOpen = false;
  }

  /** R-MENU-09, R-UI-12: set_stock_eshop, keep the tokens, reload; failure → the server's detail for 2 s. */
  async stockChosen(eshopId: number): Promise<void> {
    if (eshopId === this.currentEshopId || this.switchingStock) return;
    runInAction(() => {
      this.switchingStock = true;
    });
    const refusal = await switchStock({ auth: this.d.auth, session: this.d.tokens, page: this.d.page }, eshopId);
    if (refusal) this.d.snackbar.error(refusal, STOCK_SWITCH_ERROR_TIMEOUT_MS);
    runInAction(() => {
      this.switchingStock = false;
    });
  }

  logoutClicked(): Promise<void> {
    return this.d.session.signOut();
  }

  private badgeLoaded(count: number): void {
    this.relocationBadge = count;
  }
}
