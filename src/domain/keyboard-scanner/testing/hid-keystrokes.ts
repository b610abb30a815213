import { czechKeyFor, US_SHIFTED_DIGITS, US_SYMBOL_CODES, type PhysicalKey } from './czech-layout';

/** The key event a US-layout scanner produces for `char` on a machine set to the US layout. */
export function usKeyFor(char: string): PhysicalKey {
  if (/^[0-9]$/.test(char)) return { code: `Digit${char}`, key: char, shiftKey: false };
  if (/^[a-zA-Z]$/.test(char))
    return { code: `Key${char.toUpperCase()}`, key: char, shiftKey: char !== char.toLowerCase() };
  const shiftedDigit = US_SHIFTED_DIGITS.indexOf(char);
  if (shiftedDigit >= 0) return { code: `Digit${shiftedDigit}`, key: char, shiftKey: true };
  const code = US_SYMBOL_CODES[char];
  if (code) return { code, key: char, shiftKey: false };
  throw new Error(`No US key mapping for ${JSON.stringify(char)}`);
}

export type KeyboardLayout = 'us' | 'cs';

/**
 * The keydowns a USB/Bluetooth HID scanner sends for `code` and its suffix, as the page sees them
 * on the given layout: a Shift keydown before every shifted character (HID reports press Shift for
 * each capital), then the key itself with shiftKey set. Used by tests, the e2e scanner and benchmarks.
 */
export function hidKeystrokes(code: string, layout: KeyboardLayout, suffix: 'Enter' | 'Tab' = 'Enter'): PhysicalKey[] {
  const keyFor = layout === 'cs' ? czechKeyFor : usKeyFor;
  const keys: PhysicalKey[] = [];
  for (const char of code) {
    const key = keyFor(char);
    if (key.shiftKey) keys.push({ code: 'ShiftLeft', key: 'Shift', shiftKey: true });
    keys.push(key);
  }
  keys.push({ code: suffix, key: suffix, shiftKey: false });
  return keys;
}
