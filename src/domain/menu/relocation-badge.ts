// R-MENU-05: the chaos entry's badge counts products awaiting relocation in the current e-shop.

export interface WarehouseWidgetEntry {
  eshop_name: string;
  warehouse_widget: { relocation_products: ReadonlyArray<{ product_count: number }> };
}

export function relocationBadgeCount(widgets: readonly WarehouseWidgetEntry[], eshopName: string): number {
  const entry = widgets.find((w) => w.eshop_name === eshopName);
  if (!entry) return 0;
  return entry.warehouse_widget.relocation_products.reduce(
    (sum, p) => sum + (Number.isFinite(p.product_count) ? p.product_count : 0),
    0,
  );
}
