/** Discover's number inputs (the filters, the activity's minimum volume): spec 3 §5's input rules. Pure. */

export const MAX_INPUT_LENGTH = 20;
export const PERCENT_CAP = 100;

/** Keys a number input refuses (spec 3 §5: the exponent key is blocked; signs make no sense here). */
export function isBlockedKey(key: string): boolean {
  return key === 'e' || key === 'E' || key === '+' || key === '-';
}

/**
 * Input rules of spec 3 §5: digits and one dot only, at most 20 characters, leading zeros
 * stripped ("007" -> "7", "00.5" -> "0.5"), percent fields capped at 100.
 */
export function sanitizeNumber(raw: string, percent: boolean): string {
  let text = '';
  let dot = false;
  for (const char of raw) {
    if (char >= '0' && char <= '9') text += char;
    else if (char === '.' && !dot) {
      dot = true;
      text += char;
    }
  }
  text = text.replace(/^0+(?=\d)/, '');
  if (text.startsWith('.')) text = `0${text}`;
  text = text.slice(0, MAX_INPUT_LENGTH);
  if (percent && text !== '' && Number(text) > PERCENT_CAP) text = String(PERCENT_CAP);
  return text;
}
