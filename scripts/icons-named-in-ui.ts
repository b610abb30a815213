import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Blueprint icons the screens can draw: every string literal in `src/ui` (tests left out) that is the name of
 * an icon. The service worker precaches their small path chunks, so a screen first opened offline (the stock
 * screens scan without a connection) draws its buttons instead of empty squares. A literal that only happens to
 * be an icon's name ('add', 'search') costs one chunk of a few hundred bytes.
 */
export function iconsNamedInUi(root: string): Set<string> {
  const available = new Set(
    readdirSync(join(root, 'node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -'.js'.length)),
  );
  const named = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(/['"]([a-z0-9-]+)['"]/g))
          if (available.has(name)) named.add(name);
      }
    }
  };
  visit(join(root, 'src/ui'));
  return named;
}
