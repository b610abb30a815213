import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../../application/errors';
import type { FoundProduct, ProductSearchApi } from '../../application/product-search/product-search-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { foundProductTitle, ProductSearchViewModel } from './product-search.view-model';

const MUG: FoundProduct = { code: 'KUC0001', ean: null, name: 'Hrnek', variant_name: 'modrý', image: null, amount: 4 };

describe('the search of products by name', () => {
  it('lists the products the server finds, and says so when none matches', async () => {
    const vm = new ProductSearchViewModel(
      strictFake<ProductSearchApi>('ProductSearchApi', { fulltext: async (t) => (t === 'hrnek' ? [MUG] : []) }),
    );
    vm.textChanged(' hrnek ');
    await vm.searchSubmitted();
    expect(vm.products).toEqual([MUG]);
    expect([vm.hint, vm.error, vm.loading]).toEqual([null, null, false]);
    expect(foundProductTitle(MUG)).toBe('Hrnek – modrý');
    vm.textChanged('xyz');
    await vm.searchSubmitted();
    expect(vm.products).toEqual([]);
    expect(vm.hint).toBe('Žádný produkt neodpovídá „xyz“.');
  });

  it('asks for two characters without asking the server, and shows a failure in Czech', async () => {
    const vm = new ProductSearchViewModel(
      strictFake<ProductSearchApi>('ProductSearchApi', {
        fulltext: async () => {
          throw new NetworkFailure({ reason: 'network', message: 'Network Error' });
        },
      }),
    );
    vm.textChanged('h');
    await vm.searchSubmitted();
    expect(vm.hint).toBe('Zadejte alespoň 2 znaky názvu, kódu nebo EAN.');
    vm.textChanged('hrnek');
    await vm.searchSubmitted();
    expect(vm.error).toBeTruthy();
    expect(vm.products).toEqual([]);
  });

  it('drops the answer to an older search', async () => {
    const answers: Array<(p: FoundProduct[]) => void> = [];
    const vm = new ProductSearchViewModel(
      strictFake<ProductSearchApi>('ProductSearchApi', {
        fulltext: () => new Promise<FoundProduct[]>((resolve) => answers.push(resolve)),
      }),
    );
    vm.textChanged('hrnek');
    const first = vm.searchSubmitted();
    vm.textChanged('pánev');
    const second = vm.searchSubmitted();
    answers[1]([]);
    answers[0]([MUG]);
    await Promise.all([first, second]);
    expect(vm.products).toEqual([]);
  });
});
