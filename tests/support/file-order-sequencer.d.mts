import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** See file-order-sequencer.mjs (plain JavaScript: vitest.config.ts imports it with its extension). */
export default class FileOrderSequencer extends BaseSequencer {
  sort(files: TestSpecification[]): Promise<TestSpecification[]>;
}
