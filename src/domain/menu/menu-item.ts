// SPEC 2.3: the generic side-menu item, shared by the warehouse entries and anything a screen inserts.

export interface MenuLink {
  text: string;
  icon?: string;
  image?: string;
  /** An address inside the app. */
  to?: string;
  /** A link outside the app: opens in a new tab, with the open-in-new icon. */
  href?: string;
  divider?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  /** A red notification chip (a count or short text); the variant picks a different colour. */
  notification?: { value: string | number; variant?: 'danger' | 'warning' | 'primary' };
  /** A neutral label chip. */
  label?: string;
  testId?: string;
  /** Also active on every path this matches (R-MENU-14), e.g. an entry's sub-paths. */
  regex?: RegExp;
}

export type SubLink = MenuLink;

export interface MenuItem extends MenuLink {
  subLinks?: readonly SubLink[];
  /** Runs when the group is opened (R-MENU-14). */
  onOpening?: () => void;
}

/** The four insertion points of SPEC 2.3, in the order they are drawn. */
export interface MenuSlots {
  top: readonly MenuItem[];
  custom: readonly MenuItem[];
  afterDivider: readonly MenuItem[];
  bottom: readonly MenuItem[];
}
export type MenuSlot = keyof MenuSlots;
export const MENU_SLOT_ORDER: readonly MenuSlot[] = ['top', 'custom', 'afterDivider', 'bottom'];

/** R-MENU-14: active when the path equals the target or matches the regex. */
export function isLinkActive(link: { to?: string; regex?: RegExp }, path: string): boolean {
  if (link.to !== undefined && stripSlash(link.to) === stripSlash(path)) return true;
  return link.regex !== undefined && link.regex.test(path);
}

/** An item is active when it or one of its visible sublinks is. */
export function isItemActive(item: MenuItem, path: string): boolean {
  return isLinkActive(item, path) || (item.subLinks ?? []).some((s) => !s.hidden && isLinkActive(s, path));
}

function stripSlash(p: string): string {
  const q = p.split(/[?#]/)[0];
  return q.length > 1 ? q.replace(/\/+$/, '') : q;
}
