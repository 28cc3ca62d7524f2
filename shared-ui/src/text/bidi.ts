/**
 * Bidirectional-text control characters: embeddings and overrides (U+202A..U+202E), isolates
 * (U+2066..U+2069) and the marks (U+200E, U+200F, U+061C). Text from outside (token names and
 * symbols, wallet names, remarks) may carry them to reorder what the reader sees: a symbol
 * "U+202E TDSU" displays as "USDT". They are removed before display.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidi control characters. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether the text carries any bidi control character. */
export function hasBidiControls(text: string): boolean {
  BIDI_CONTROLS.lastIndex = 0;
  const found = BIDI_CONTROLS.test(text);
  BIDI_CONTROLS.lastIndex = 0;
  return found;
}
