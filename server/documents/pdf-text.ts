import { createRequire } from 'node:module';

/**
 * Roboto ships from @fontsource in Unicode subsets: "latin" (ASCII, Latin-1, punctuation, €) and
 * "latin-ext" (č, ř, ž, ů, ě… of Czech). Each subset is its own font, so text is drawn in runs,
 * each in the subset that has its letters.
 */
const require = createRequire(import.meta.url);
const file = (subset: string, weight: number) =>
  require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`);

export const ROBOTO_FONTS = {
  regular: { latin: file('latin', 400), ext: file('latin-ext', 400) },
  bold: { latin: file('latin', 700), ext: file('latin-ext', 700) },
} as const;

const inExtSubset = (cp: number) => (cp >= 0x100 && cp <= 0x2ff) || (cp >= 0x1e00 && cp <= 0x1eff) || cp === 0x2c60;

/** Splits text into runs that one subset can draw. */
export function subsetRuns(text: string): Array<{ ext: boolean; text: string }> {
  const runs: Array<{ ext: boolean; text: string }> = [];
  for (const ch of text) {
    const ext = inExtSubset(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && last.ext === ext) last.text += ch;
    else runs.push({ ext, text: ch });
  }
  return runs;
}
