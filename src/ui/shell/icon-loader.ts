import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint 6 loads icon paths on demand; its default loader pulls all ~700 icons in two
 * ~105 KB gzip chunks. Here the shell's own icons come with the entry (a few KB), and any other
 * icon is one tiny chunk under assets/icons/, found through a table that is itself loaded lazily.
 */
const SHELL_16 = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{menu,import,export,add,th-list,remove,undo,redo,swap-horizontal,random,locate,layers,new-layers,wrench,history,cog,chevron-down,chevron-up,menu-closed,application,user,log-out,share,annotation,info-sign,error,warning-sign,tick-circle,build,lock,search,home,offline,refresh,clipboard,eye-open,grid-view,flow-branch,barcode,print,exchange,diagnosis}.js',
  { import: 'default', eager: true },
);

// Large (20px) paths of the pages that must draw without the network: /offline.
const SHELL_20 = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{offline,error}.js',
  { import: 'default', eager: true },
);

const key = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.js'.length);
const shell16 = new Map<string, string[]>(Object.entries(SHELL_16).map(([path, paths]) => [key(path), paths]));
const shell20 = new Map<string, string[]>(Object.entries(SHELL_20).map(([path, paths]) => [key(path), paths]));

/** The icons that are always at hand (for the first paint). */
export const SHELL_ICONS = [...shell16.keys()] as IconName[];

export async function loadIconPaths(name: IconName, size: number): Promise<string[]> {
  const large = size >= 20;
  const ready = (large ? shell20 : shell16).get(name);
  if (ready) return ready;
  const { iconPathLoader } = await import('./icon-table');
  return iconPathLoader(name, large ? 20 : 16);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/** Puts the shell's icons into Blueprint's cache before the first render: no empty squares. */
export async function preloadShellIcons(): Promise<void> {
  await Promise.all([
    Icons.load(SHELL_ICONS, 16, { loader: loadIconPaths }),
    Icons.load([...shell20.keys()] as IconName[], 20, { loader: loadIconPaths }),
  ]);
}
