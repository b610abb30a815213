import type { MouseEvent } from 'react';

/**
 * Props for a button that acts on what a focused amount field holds ("Naskladnit", "Zpracovat"). Left to
 * itself, pressing the button moves the focus on mousedown: the field's blur commits the typed amount there,
 * that may open a question (more than the list expects, a large amount) over the button, and the mouseup then
 * lands on the dialog's backdrop, so the tap is lost. Here the press keeps the focus where it is and the click
 * commits the field first (its blur runs synchronously, so a question it asks is pending before `action`).
 */
export function fieldFirst(action: () => void): {
  onMouseDown(e: MouseEvent): void;
  onClick(): void;
} {
  return {
    onMouseDown: (e) => e.preventDefault(),
    onClick: () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) focused.blur();
      action();
    },
  };
}
