import { describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createMessageFormatter } from './messageFormat';

const noError = () => undefined;

describe('createMessageFormatter', () => {
  it('formats ICU plurals, selects and numbers in the locale', () => {
    const message = '{count, plural, one {# token} other {# tokens}} on {chain, select, sol {Solana} other {{chain}}} ({n, number})';
    expect(createMessageFormatter('en-US', { 'demo.row': message }, noError)('demo.row', { count: 1, chain: 'sol', n: 1234.5 })).toBe('1 token on Solana (1,234.5)');
    expect(createMessageFormatter('de-DE', { 'demo.row': message }, noError)('demo.row', { count: 3, chain: 'base', n: 1234.5 })).toBe('3 tokens on base (1.234,5)');
  });

  it('shares the Intl formatters between the formatters of every locale and catalogue', () => {
    const { PluralRules } = Intl;
    let made = 0;
    class Counted extends PluralRules {
      constructor(...args: ConstructorParameters<typeof PluralRules>) {
        super(...args);
        made += 1;
      }
    }
    Object.defineProperty(Intl, 'PluralRules', { value: Counted, configurable: true, writable: true });
    try {
      const messages = { 'demo.rows': '{n, plural, one {# row} other {# rows}}' };
      for (let i = 0; i < 5; i++) expect(createMessageFormatter('en-GB', { ...messages }, noError)('demo.rows', { n: i })).toBe(i === 1 ? '1 row' : `${i} rows`);
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'PluralRules', { value: PluralRules, configurable: true, writable: true });
    }
  });

  it('reports a message it cannot format and shows its source text', () => {
    const onError = vi.fn();
    expect(createMessageFormatter('en-US', { 'demo.hello': 'Hello {name}' }, onError)('demo.hello', {})).toBe('Hello {name}');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a missing message and shows its key', () => {
    const onError = vi.fn();
    expect(createMessageFormatter('en-US', {}, onError)('demo.missing')).toBe('demo.missing');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('demo.missing') }));
  });

  it('returns plain text as it is, and unquotes quoted text', () => {
    const onError = vi.fn();
    const format = createMessageFormatter('en-US', { 'demo.search': 'Search token or wallet', 'demo.quote': "It''s {n, number}" }, onError);
    expect(format('demo.search')).toBe('Search token or wallet');
    expect(format('demo.quote', { n: 2 })).toBe("It's 2");
    expect(onError).not.toHaveBeenCalled();
  });

  it('formats a precompiled message (an AST) without a parser, as a build does; a string needs one', () => {
    const onError = vi.fn();
    const source = '{count, plural, one {# token} other {# tokens}} on {chain, select, sol {Solana} other {{chain}}}';
    const parser = IntlMessageFormat.__parse;
    // A build's intl-messageformat: the parser's `no-parser` module.
    IntlMessageFormat.__parse = undefined;
    try {
      expect(createMessageFormatter('en-US', { 'demo.ast': parse(source) }, onError)('demo.ast', { count: 2, chain: 'sol' })).toBe('2 tokens on Solana');
      expect(createMessageFormatter('de-DE', { 'demo.ast': parse(source) }, onError)('demo.ast', { count: 1, chain: 'base' })).toBe('1 token on base');
      expect(onError).not.toHaveBeenCalled();
      expect(createMessageFormatter('fr-FR', { 'demo.source': source }, onError)('demo.source', { count: 2, chain: 'sol' })).toBe(source);
      expect(onError).toHaveBeenCalledTimes(1);
    } finally {
      IntlMessageFormat.__parse = parser;
    }
    expect(createMessageFormatter('it-IT', { 'demo.source': source }, onError)('demo.source', { count: 2, chain: 'sol' })).toBe('2 tokens on Solana');
  });

  it('reports a precompiled message it cannot format and shows its key', () => {
    const onError = vi.fn();
    expect(createMessageFormatter('en-US', { 'demo.hello': parse('Hello {name}') }, onError)('demo.hello', {})).toBe('demo.hello');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
