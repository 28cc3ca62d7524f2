import Decimal from 'decimal.js';

/**
 * The amount input of spec 1 §5: digits and a single dot (later dots are dropped), a leading dot
 * becomes "0.", and the fraction is cut to `maxDecimals` (the amount is floored as it is typed:
 * the chain's amountPrecision on a buy, the token's decimals on a sell).
 */
export function cleanAmountInput(raw: string, maxDecimals: number): string {
  const digits = raw.replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  if (dot === -1) return digits;
  const whole = digits.slice(0, dot) || '0';
  const fraction = digits.slice(dot + 1).replace(/\./g, '').slice(0, Math.max(0, maxDecimals));
  return maxDecimals <= 0 ? whole : `${whole}.${fraction}`;
}

/** Percent mode (spec 1 §5): the same characters, and a value of 100 or more becomes 100. */
export function cleanPercentInput(raw: string): string {
  const cleaned = cleanAmountInput(raw, 2);
  if (cleaned === '' || cleaned.endsWith('.')) return cleaned;
  return new Decimal(cleaned).gte(100) ? '100' : cleaned;
}

/** A typed text as a decimal, or null when it is empty or only a dot. */
export function toDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || text === '.') return null;
  try {
    const parsed = new Decimal(text);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

/** Rounds down to `places` decimals (never below zero places). */
export function floorTo(value: Decimal, places: number): Decimal {
  return value.toDecimalPlaces(Math.max(0, places), Decimal.ROUND_DOWN);
}

/**
 * The quote rule of spec 1 §5: a token amount that is non-empty, not 0, not ending with a dot and
 * non-zero; anything else is 'Invalid token amount'.
 */
export function isQuotableAmount(amount: string): boolean {
  if (amount === '' || amount.endsWith('.')) return false;
  const value = toDecimal(amount);
  return value !== null && value.gt(0);
}
