import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

// Benchmark arithmetic: a wrong percentile would make every RESULTS.md figure wrong.
describe('percentile (nearest rank)', () => {
  it('p50 and p95 of 1..100 are 50 and 95; p0 is the minimum, p100 the maximum', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile(samples, 100)).toBe(100);
  });

  it('a single sample is every percentile; no samples give NaN', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize reports count, extremes and mean without reordering the input', () => {
    const samples = [3, 1, 2];
    expect(summarize(samples)).toMatchObject({ n: 3, min: 1, max: 3, p50: 2, mean: 2 });
    expect(samples).toEqual([3, 1, 2]);
  });
});
