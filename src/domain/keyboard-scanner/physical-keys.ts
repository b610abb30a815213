// Hardware scanners type like a US keyboard: they press physical keys (KeyboardEvent.code) and the
// operating system turns them into characters by its own layout. On a Czech layout the number row
// types ě š č ř ž ý á í é and Y/Z are swapped, so a scan is read from the physical keys instead.

const US_UNSHIFTED: Record<string, string> = {
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Comma: ',',
  Period: '.',
  Slash: '/',
  Space: ' ',
  IntlBackslash: '\\',
  NumpadDecimal: '.',
  NumpadAdd: '+',
  NumpadSubtract: '-',
  NumpadMultiply: '*',
  NumpadDivide: '/',
};
const US_SHIFTED: Record<string, string> = {
  Minus: '_',
  Equal: '+',
  BracketLeft: '{',
  BracketRight: '}',
  Backslash: '|',
  Semicolon: ':',
  Quote: '"',
  Backquote: '~',
  Comma: '<',
  Period: '>',
  Slash: '?',
  Space: ' ',
  IntlBackslash: '|',
};
const SHIFTED_DIGITS = ')!@#$%^&*(';

/**
 * The character a US-layout scanner meant by pressing `code` (with Shift or not); null for keys
 * that type nothing. Shift on the number row is a US symbol ('*' of a multi-EAN code "ZAH0005*3"),
 * even though a Czech layout types the digit there. Unknown codes fall back to the key text.
 */
export function physicalChar(code: string, key: string, shift: boolean): string | null {
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  if (digit) {
    if (code.startsWith('Numpad')) return digit[1];
    return shift ? SHIFTED_DIGITS[Number(digit[1])] : digit[1];
  }
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return shift ? letter[1] : letter[1].toLowerCase();
  const symbol = (shift ? US_SHIFTED[code] : undefined) ?? US_UNSHIFTED[code];
  if (symbol !== undefined) return symbol;
  return key.length === 1 ? key : null;
}

/** Keys that end a scan: scanners send Enter or Tab as their suffix. */
export function terminatorOf(code: string, key: string): 'Enter' | 'Tab' | null {
  if (key === 'Enter' || code === 'Enter' || code === 'NumpadEnter') return 'Enter';
  if (key === 'Tab' || code === 'Tab') return 'Tab';
  return null;
}

/** A key that types a character (not Shift, not an arrow, not a shortcut with Ctrl/Meta). */
export function isPrintable(key: string, code: string): boolean {
  if (key.length === 1) return true;
  // Dead keys and unidentified keys of a foreign layout still stand for a physical character.
  return (key === 'Dead' || key === 'Unidentified') && physicalChar(code, '', false) !== null;
}
