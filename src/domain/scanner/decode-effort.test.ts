import { describe, expect, it } from 'vitest';
import { effortForFrame } from './decode-effort';

describe('effortForFrame', () => {
  it('starts with the quick pass and makes every third frame thorough', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(effortForFrame)).toEqual([
      'quick',
      'quick',
      'thorough',
      'quick',
      'quick',
      'thorough',
      'quick',
      'quick',
      'thorough',
    ]);
  });
});
