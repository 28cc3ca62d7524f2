import { describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createMessageFormatter } from './messageFormat';

describe('createMessageFormatter', () => {
  it('formats ICU plurals, selects and numbers in the locale', () => {
    const format = createMessageFormatter(() => undefined);
    const message = '{count, plural, one {# token} other {# tokens}} on {chain, select, sol {Solana} other {{chain}}} ({n, number})';
    expect(format('en-US', message, { count: 1, chain: 'sol', n: 1234.5 })).toBe('1 token on Solana (1,234.5)');
    expect(format('de-DE', message, { count: 3, chain: 'base', n: 1234.5 })).toBe('3 tokens on base (1.234,5)');
  });

  it('parses a message once per locale and shares the Intl formatters', () => {
    const format = createMessageFormatter(() => undefined);
    const plural = vi.spyOn(Intl, 'PluralRules');
    for (let i = 0; i < 5; i++) format('en-US', '{n, plural, one {# row} other {# rows}}', { n: i });
    expect(plural).toHaveBeenCalledTimes(1);
    plural.mockRestore();
  });

  it('reports a message it cannot format and shows its source text', () => {
    const onError = vi.fn();
    const format = createMessageFormatter(onError);
    expect(format('en-US', 'Hello {name}', {})).toBe('Hello {name}');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('returns plain text as it is, without parsing it', () => {
    const format = createMessageFormatter(() => undefined);
    const locales = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(format('en-US', 'Search token or wallet')).toBe('Search token or wallet');
    expect(locales).not.toHaveBeenCalled();
    expect(format('en-US', "It''s {n, number}", { n: 2 })).toBe("It's 2");
    locales.mockRestore();
  });

  it('formats a precompiled message (an AST) without a parser, as a build does; a string needs one', () => {
    const onError = vi.fn();
    const format = createMessageFormatter(onError);
    const source = '{count, plural, one {# token} other {# tokens}} on {chain, select, sol {Solana} other {{chain}}}';
    const ast = parse(source);
    const parser = IntlMessageFormat.__parse;
    // A build's intl-messageformat: the parser's `no-parser` module.
    IntlMessageFormat.__parse = undefined;
    try {
      expect(format('en-US', ast, { count: 2, chain: 'sol' })).toBe('2 tokens on Solana');
      expect(format('de-DE', ast, { count: 1, chain: 'base' })).toBe('1 token on base');
      expect(onError).not.toHaveBeenCalled();
      expect(format('en-US', source, { count: 2, chain: 'sol' })).toBe(source);
      expect(onError).toHaveBeenCalledTimes(1);
    } finally {
      IntlMessageFormat.__parse = parser;
    }
    expect(format('en-US', source, { count: 2, chain: 'sol' })).toBe('2 tokens on Solana');
  });

  it('reports a precompiled message it cannot format and shows its key', () => {
    const onError = vi.fn();
    const format = createMessageFormatter(onError);
    expect(format('en-US', parse('Hello {name}'), {}, 'demo.hello')).toBe('demo.hello');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
