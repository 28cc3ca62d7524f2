import type { HTMLAttributes } from 'react';
import { stripBidiControls } from './bidi';

export interface ThirdPartyTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Text that comes from outside: a token name or symbol, a wallet name, a remark. */
  text: string | null | undefined;
  /** Shown when the text is empty after cleaning. */
  fallback?: string;
}

/**
 * Renders text from outside safely in any page direction: bidi control characters removed and the
 * rest isolated in a `<bdi>`, so an Arabic token name in an English row (or a Latin one in the
 * Arabic locale) neither reorders its surroundings nor is reordered by them. React escapes the
 * text; no HTML from outside is ever interpreted.
 */
export function ThirdPartyText({ text, fallback = '', ...rest }: ThirdPartyTextProps) {
  const clean = stripBidiControls(text ?? '');
  return <bdi {...rest}>{clean || fallback}</bdi>;
}
