import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { ProductSearchApi, type FoundProduct } from '../../application/product-search/product-search-api.port';
import { useService } from '../di/container-context';
import { foundProductTitle, ProductSearchViewModel } from './product-search.view-model';
import './product-search.css';

/** A search by product name with the products found; choosing one hands it to the screen. */
export const ProductSearch = observer(function ProductSearch(props: {
  label?: string;
  onPicked(product: FoundProduct): void;
  testId?: string;
  autoFocus?: boolean;
}) {
  const api = useService<ProductSearchApi>(ProductSearchApi);
  const [vm] = useState(() => new ProductSearchViewModel(api));
  const label = props.label ?? 'Hledat produkt podle názvu';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    void vm.searchSubmitted();
  };
  return (
    <div className="sk-product-search" data-testid={props.testId ?? 'product-search'}>
      <form className="sk-product-search__form" onSubmit={submit} role="search">
        <InputGroup
          type="search"
          leftIcon="search"
          fill
          autoFocus={props.autoFocus}
          autoComplete="off"
          aria-label={label}
          placeholder={label}
          value={vm.text}
          onValueChange={(v) => vm.textChanged(v)}
          data-testid="product-search-input"
        />
        <Button type="submit" icon="search" loading={vm.loading} text="Hledat" data-testid="product-search-submit" />
      </form>
      {vm.error && (
        <Callout compact intent={Intent.DANGER} role="alert">
          {vm.error}
        </Callout>
      )}
      {vm.hint && (
        <Callout compact data-testid="product-search-hint">
          {vm.hint}
        </Callout>
      )}
      {vm.products.length > 0 && (
        <ul className="sk-product-search__list" aria-label="Nalezené produkty">
          {vm.products.map((p) => (
            <li key={p.code}>
              <button
                type="button"
                className="sk-product-search__hit"
                data-testid="product-search-hit"
                onClick={() => {
                  props.onPicked(p);
                  vm.cleared();
                }}
              >
                <span className="sk-product-search__name">{foundProductTitle(p)}</span>
                <span className="sk-product-search__meta">
                  {p.code}
                  {p.ean ? ` · ${p.ean}` : ''} · {p.amount.toLocaleString('cs-CZ')} ks
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
