import { rmSync } from 'node:fs';
import { loadSpecsWithoutTests, runCase, type ContractCase } from './consumer-spec';
import { PACT_DIR, PACT_FILE } from './pact-setup';

/**
 * Runs every consumer spec's cases again (without registering tests) into a freshly emptied
 * pact file, so the verification never depends on which test file vitest happened to run
 * first, and an interaction removed from a spec disappears from the pact.
 */
export async function regeneratePacts(): Promise<{ cases: number; failed: string[]; file: string }> {
  loadSpecsWithoutTests();
  const specs = import.meta.glob<{ default: ContractCase[] }>('../**/*.pact.spec.ts');
  rmSync(PACT_FILE, { force: true });
  let cases = 0;
  // A case that fails here fails as its own consumer test too; the other areas still get verified.
  const failed: string[] = [];
  for (const path of Object.keys(specs).sort()) {
    const { default: spec } = await specs[path]();
    if (!Array.isArray(spec)) throw new Error(`${path} must \`export default consumerSpec(...)\``);
    for (const c of spec) {
      try {
        await runCase(c, PACT_DIR);
        cases++;
      } catch (error) {
        failed.push(`${path}: ${c.title}: ${String(error).split('\n')[0]}`);
      }
    }
  }
  return { cases, failed, file: PACT_FILE };
}
