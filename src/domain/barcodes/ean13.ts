/** GS1 check digit for the first 12 (EAN-13) or 7 (EAN-8) digits. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - i;
    sum += Number(digits[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

export function completeEan13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('EAN-13 needs 12 digits before its check digit');
  return first12 + gs1CheckDigit(first12);
}
