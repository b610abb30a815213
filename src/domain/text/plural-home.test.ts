import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One home per rule (issue 26): the Czech plural is chosen in czech-plural.ts only. A hand-made choice
// (`n === 1 ? 'položka' : …`, `n >= 2 && n <= 4`) elsewhere in the domain or the use cases fails here.
const ROOT = join(__dirname, '..', '..', '..');
const HOME = 'src/domain/text/czech-plural.ts';
const HAND_MADE = [/===\s*1\s*\?\s*['"`]/, />=\s*2\s*&&\s*\w+\s*<=\s*4/, /<\s*5\s*\?\s*['"`]/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

function handMadePlurals(dirs: readonly string[]): string[] {
  return dirs
    .flatMap((d) => sources(join(ROOT, d)))
    .filter((file) => relative(ROOT, file) !== HOME)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => HAND_MADE.some((re) => re.test(line)))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
}

describe('Czech plurals have one home', () => {
  it('nothing in src/domain or src/application chooses a plural by hand', () => {
    expect(handMadePlurals(['src/domain', 'src/application'])).toEqual([]);
  });
});
