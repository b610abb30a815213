import type { PrinterDto, TemplateDto } from '../printing-api.port';

/** A visible, active printer named after its identifier, on one computer; offline when `present` is false. */
export const printerDto = (identifier: string, present = true): PrinterDto => ({
  id: identifier.length,
  name: `${identifier} tiskárna`,
  identifier,
  is_visible: true,
  is_active: true,
  is_present: present,
  computer: { uuid: 'pc-1', name: 'PC u příjmu' },
});

export const templateDto = (
  id: number,
  type: 'shoptet-product' | 'stock-position',
  name = `Šablona ${id}`,
): TemplateDto => ({
  id,
  name,
  type: { type },
  width_mm: 50,
  height_mm: 30,
  per_sheet: 1,
});
