import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection as writeLibSection } from '../lib/sections';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** Replaces (or appends) one benchmark's section of this area's RESULTS.md. */
export const writeSection = (name: string, markdown: string) =>
  writeLibSection(RESULTS, 'Stock ledger benchmarks', name, markdown);
