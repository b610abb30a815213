// What a Czech (QWERTZ) layout types for the physical keys a US-layout scanner presses. Used to
// replay scanner bursts in tests, the end-to-end run and the benchmark.

const CZECH_NUMBER_ROW = ['é', '+', 'ě', 'š', 'č', 'ř', 'ž', 'ý', 'á', 'í'];
const CZECH_SYMBOLS: Record<string, string> = {
  Minus: '=',
  Equal: '´',
  Slash: '-',
  Period: '.',
  Comma: ',',
  Space: ' ',
};
/** The physical key a US-layout scanner presses for each symbol a code may hold. */
export const US_SYMBOL_CODES: Record<string, string> = {
  '-': 'Minus',
  '=': 'Equal',
  '/': 'Slash',
  '.': 'Period',
  ',': 'Comma',
  ' ': 'Space',
};

/** What Shift with the digit keys 0..9 types on a US layout. */
export const US_SHIFTED_DIGITS = ')!@#$%^&*(';

export interface PhysicalKey {
  code: string;
  key: string;
  shiftKey: boolean;
}

/** The key event a US-layout scanner produces for `char` on a machine set to the Czech layout. */
export function czechKeyFor(char: string): PhysicalKey {
  if (/^[0-9]$/.test(char)) return { code: `Digit${char}`, key: CZECH_NUMBER_ROW[Number(char)], shiftKey: false };
  if (/^[a-zA-Z]$/.test(char)) {
    const upper = char.toUpperCase();
    const shiftKey = char === upper;
    // QWERTZ: the key a US scanner presses for Z types Y, and the other way round.
    const typed = upper === 'Z' ? 'y' : upper === 'Y' ? 'z' : char.toLowerCase();
    return { code: `Key${upper}`, key: shiftKey ? typed.toUpperCase() : typed, shiftKey };
  }
  const shiftedDigit = US_SHIFTED_DIGITS.indexOf(char);
  // the US scanner holds Shift on the number row; the Czech layout then types the digit itself
  if (shiftedDigit >= 0) return { code: `Digit${shiftedDigit}`, key: String(shiftedDigit), shiftKey: true };
  const code = US_SYMBOL_CODES[char];
  if (code) return { code, key: CZECH_SYMBOLS[code], shiftKey: false };
  throw new Error(`No Czech key mapping for ${JSON.stringify(char)}`);
}
