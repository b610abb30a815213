// Label text on one line: shortened with an ellipsis to fit, left-aligned or centred. The fonts and their
// Czech subsets are server/pdf/roboto-subsets.ts.
import { drawRuns, widthOf, type Pdf, type Weight } from '../pdf/roboto-subsets';

/** Shortens text with an ellipsis until it fits the width. */
export function fitText(doc: Pdf, text: string, weight: Weight, size: number, maxWidth: number): string {
  if (widthOf(doc, text, weight, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(doc, `${chars.join('').trimEnd()}…`, weight, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** One line of text at (x, top), in points; `align: 'center'` centres it in `width`. */
export function drawLine(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; width: number; size: number; weight?: Weight; align?: 'left' | 'center' },
): void {
  const weight = at.weight ?? 'regular';
  const fitted = fitText(doc, text, weight, at.size, at.width);
  const x = at.align === 'center' ? at.x + (at.width - widthOf(doc, fitted, weight, at.size)) / 2 : at.x;
  drawRuns(doc, fitted, x, at.y, weight, at.size);
}
