/** Amount rules shared by the convert, withdraw and deposit forms (spec 2 §5, §9). */

/** Convert and withdraw amounts keep at most 2 decimals (spec 2 §9). */
export const AMOUNT_DECIMALS = 2;

/**
 * What an amount field keeps of a keystroke (spec 2 §5): digits and one dot only, a leading dot
 * becomes "0.", at most 2 decimals. Everything else typed is dropped; extra decimals are cut.
 */
export function sanitizeAmountInput(raw: string, decimals: number = AMOUNT_DECIMALS): string {
  let seenDot = false;
  let out = '';
  let fraction = 0;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      if (seenDot) {
        if (fraction >= decimals) continue;
        fraction += 1;
      }
      out += char;
    } else if (char === '.' && !seenDot && decimals > 0) {
      seenDot = true;
      out += '.';
    }
  }
  return out.startsWith('.') ? `0${out}` : out;
}

const SCALE = 18;

/** A decimal string as an integer of 10^-18 units (numbers given as strings from the API; "" and "." are 0). */
export function toScaled(value: string | number, scale: number = SCALE): bigint {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(scale) : '0') : value.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return 0n;
  const [, sign, whole = '', fraction = ''] = match;
  const units = BigInt((whole || '0') + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign ? -units : units;
}

/** Compares two decimal strings exactly: -1, 0 or 1. */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZeroAmount(value: string): boolean {
  return toScaled(value) === 0n;
}

/** a + b as a plain decimal string. */
export function addAmounts(a: string | number, b: string | number): string {
  return fromScaled(toScaled(a) + toScaled(b));
}

export function fromScaled(units: bigint, scale: number = SCALE): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Cuts (never rounds) a decimal string to `decimals` places: Solana withdraw amounts keep 9 (spec 2 §9). */
export function floorDecimals(value: string, decimals: number): string {
  return fromScaled((toScaled(value) / 10n ** BigInt(SCALE - decimals)) * 10n ** BigInt(SCALE - decimals));
}

/** A token amount in its smallest units ("Deposit amount is scaled by the token decimals", spec 2 §5). */
export function toTokenUnits(value: string, decimals: number): bigint {
  return toScaled(value, decimals);
}

/** Smallest units (lamports, wei) as a decimal amount of the whole coin. */
export function fromTokenUnits(units: string | bigint, decimals: number): string {
  return fromScaled(typeof units === 'bigint' ? units : BigInt(units), decimals);
}

/** The balance a Max link fills in: the available balance floored to the field's 2 decimals. */
export function maxAmount(available: string | number): string {
  const text = typeof available === 'number' ? String(available) : available;
  return compareAmounts(text, 0) <= 0 ? '0' : floorDecimals(text, AMOUNT_DECIMALS);
}
