import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint 6 loads icon paths on demand; its default loader pulls all ~700 icons in two
 * ~105 KB gzip chunks. Here the icons of the screens drawn before signing in (sign-in, loading, offline, the global
 * overlays and Blueprint's callouts) come with the entry, the signed-in shell's own icons with the shell's chunk
 * (signed-in-icons.ts), and any other icon is one tiny chunk under assets/icons/, found through a table that is
 * itself loaded lazily.
 */
const FIRST_16 = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{lock,offline,refresh,home,search,error,warning-sign,tick-circle,info-sign}.js',
  { import: 'default', eager: true },
);

// Large (20px) paths of the pages that must draw without the network: /offline.
const SHELL_20 = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{offline,error}.js',
  { import: 'default', eager: true },
);

const key = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.js'.length);
const first16 = new Map<string, string[]>(Object.entries(FIRST_16).map(([path, paths]) => [key(path), paths]));
let shell16 = new Map<string, string[]>();
const shell20 = new Map<string, string[]>(Object.entries(SHELL_20).map(([path, paths]) => [key(path), paths]));

export async function loadIconPaths(name: IconName, size: number): Promise<string[]> {
  const large = size >= 20;
  const ready = large ? shell20.get(name) : (first16.get(name) ?? shell16.get(name));
  if (ready) return ready;
  const { iconPathLoader } = await import('./icon-table');
  return iconPathLoader(name, large ? 20 : 16);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/** Puts the first screens' icons into Blueprint's cache before the first render: no empty squares. */
export async function preloadShellIcons(): Promise<void> {
  await Promise.all([
    Icons.load([...first16.keys()] as IconName[], 16, { loader: loadIconPaths }),
    Icons.load([...shell20.keys()] as IconName[], 20, { loader: loadIconPaths }),
  ]);
}

/** Loads the signed-in shell's icons (its menu, top bar and stock actions) and puts them into Blueprint's cache. */
export async function preloadSignedInIcons(): Promise<void> {
  const { SIGNED_IN_16 } = await import('./signed-in-icons');
  shell16 = new Map(Object.entries(SIGNED_IN_16).map(([path, paths]) => [key(path), paths]));
  await Icons.load([...shell16.keys()] as IconName[], 16, { loader: loadIconPaths });
}
