import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/** @typedef {import('vitest/node').TestSpecification} TestSpecification */

/**
 * The order in which vitest hands test files to its workers (issue 29: the whole run within 600 s on 2 cores).
 *
 * vitest's own order runs the projects one after another (sorted by name) and, on a fresh clone with no results
 * cached, each project's files by size. A run ends when its last file ends, so a long file taken late leaves the
 * other core idle: scripts/new-area.test.ts (≈ 66 s) started last of all but the contracts and ran alone for
 * 30 s. Here the files of a group are taken longest first (what a greedy schedule needs to end both workers at
 * about the same time), by the wall times of a measured run (file-durations.json, from
 * tests/support/file-timings-reporter.ts; a file it does not know weighs its project's median).
 *
 * One exception: the files of a project that runs without isolation (every project: vitest.config.ts) stay
 * together. vitest keeps such a worker process for the next file only when that file is of the same project (the
 * pool's `isEqualRunner`); between them the worker ends and the next one imports its modules again. The block
 * takes the place of its heaviest file. Files that failed in the cached last run still go first.
 */
const DURATIONS = resolve(import.meta.dirname, 'file-durations.json');

/** @returns {Map<string, number>} */
function measured() {
  try {
    /** @type {{ seconds: Record<string, number> }} */
    const { seconds } = JSON.parse(readFileSync(DURATIONS, 'utf8'));
    return new Map(Object.entries(seconds));
  } catch {
    return new Map();
  }
}

/** @param {Map<string, number>} seconds @returns {Map<string, number>} */
function medianByProject(seconds) {
  /** @type {Map<string, number[]>} */
  const byProject = new Map();
  for (const [key, s] of seconds) {
    const project = key.slice(0, key.indexOf(':'));
    byProject.set(project, [...(byProject.get(project) ?? []), s]);
  }
  return new Map(
    [...byProject].map(([project, all]) => [project, all.sort((a, b) => a - b)[Math.floor(all.length / 2)]]),
  );
}

export default class FileOrderSequencer extends BaseSequencer {
  /** @param {TestSpecification[]} files @returns {Promise<TestSpecification[]>} */
  async sort(files) {
    const seconds = measured();
    const median = medianByProject(seconds);
    const root = this.ctx.config.root;
    const key = /** @param {TestSpecification} f */ (f) =>
      `${f.project.name}:${relative(root, f.moduleId).split('\\').join('/')}`;
    const failed = /** @param {TestSpecification} f */ (f) =>
      this.ctx.cache.getFileTestResults(key(f))?.failed === true;
    const weight = /** @param {TestSpecification} f */ (f) =>
      failed(f) ? Infinity : (seconds.get(key(f)) ?? median.get(f.project.name) ?? 0);
    const group = /** @param {TestSpecification} f */ (f) => f.project.config.sequence.groupOrder ?? 0;

    const byWeight = [...files].sort(
      (a, b) => group(a) - group(b) || weight(b) - weight(a) || (key(a) < key(b) ? -1 : 1),
    );
    // Pull each non-isolated project's files to the place of its first (heaviest) one, keeping their order.
    /** @type {TestSpecification[]} */
    const ordered = [];
    const placed = new Set();
    for (const file of byWeight) {
      if (file.project.config.isolate !== false) {
        ordered.push(file);
        continue;
      }
      const blockKey = `${group(file)}:${file.project.name}`;
      if (placed.has(blockKey)) continue;
      placed.add(blockKey);
      ordered.push(...byWeight.filter((f) => f.project.name === file.project.name && group(f) === group(file)));
    }
    return ordered;
  }
}
