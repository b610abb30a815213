import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startShoptetDouble, type ShoptetDouble } from './shoptet-double';

/**
 * One Shoptet double for a test file: started before its tests, closed after them; every test ends
 * with no OpenAPI mismatch and `resetFaults` (if given) run. Returns the double (valid inside tests).
 */
export function doublePerFile(resetFaults?: (double: ShoptetDouble) => void): () => ShoptetDouble {
  let double: ShoptetDouble | undefined;
  beforeAll(async () => {
    double = await startShoptetDouble();
  });
  afterAll(async () => {
    await double?.close();
  });
  afterEach(() => {
    expect(double!.violations).toEqual([]);
    resetFaults?.(double!);
  });
  return () => double!;
}
