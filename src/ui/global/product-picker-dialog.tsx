import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { ProductSearch } from './product-search';

/**
 * Adding a product by hand on a scanning screen: for goods without a readable code, staff find the product
 * by name and it joins the list as if its code had been scanned. A scan while the dialog is open still
 * counts (the keyboard wedge hears it wherever the focus is, and its Enter never presses a button here).
 */
export function ProductPickerDialog(props: { onPicked(code: string): void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon="search-text"
        text="Přidat podle názvu"
        disabled={props.disabled}
        onClick={() => setOpen(true)}
        data-testid="open-product-picker"
      />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title="Přidat produkt podle názvu">
        <DialogBody>
          <ProductSearch
            autoFocus
            testId="product-picker"
            onPicked={(product) => {
              setOpen(false);
              props.onPicked(product.code);
            }}
          />
        </DialogBody>
      </Dialog>
    </>
  );
}
