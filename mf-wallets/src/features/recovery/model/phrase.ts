/** The words of a phrase, in order (any run of whitespace separates them). */
export function phraseWords(mnemonic: string): string[] {
  return mnemonic.trim().split(/\s+/).filter(Boolean);
}
