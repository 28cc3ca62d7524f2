import { describe, expect, it } from 'vitest';
import { MAX_VALUE_LENGTH, maskProps, maskText, routePattern } from './mask';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const TX = `0x${'ab'.repeat(32)}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('routePattern', () => {
  it('names a token page by its pattern, never by its address, with or without a locale', () => {
    expect(routePattern(`/trade/solana/${SOLANA}`)).toBe('/trade/:chain/:address');
    expect(routePattern(`/zh/trade/eth/${EVM}`)).toBe('/trade/:chain/:address');
    expect(routePattern(`/wallets/bsc/${EVM}/`)).toBe('/wallets/:chain/:address');
  });

  it('keeps fixed pages, groups content pages, and calls anything else the not-found page', () => {
    expect(routePattern('/markets')).toBe('/markets');
    expect(routePattern('/de/perps')).toBe('/perps');
    expect(routePattern('/learn/what-is-a-dex')).toBe('/content/*');
    expect(routePattern(`/nowhere/${EVM}`)).toBe('*');
  });

  it('has no page view for paths that only redirect', () => {
    expect(routePattern('/')).toBeNull();
    expect(routePattern('/ar')).toBeNull();
    expect(routePattern('/rewards')).toBeNull();
  });
});

describe('maskText', () => {
  it.each([
    [`bought from ${EVM}`, 'bought from [address]'],
    [`to ${SOLANA}`, 'to [address]'],
    [`tx ${TX}`, 'tx [hash]'],
    ['mail jane.doe+x@example.co.uk now', 'mail [email] now'],
    ['from josé@exämple.de', 'from [email]'],
    [`Bearer ${JWT}`, '[token]'],
    [`token ${JWT}`, 'token [token]'],
    ['paid 1,234.56 USDT', 'paid [number] USDT'],
    ['0.5 SOL', '[number] SOL'],
    ['selector 0xdeadbeef', 'selector [hex]'],
    ['key abcdefghijklmnopqrstuvwxyz_ABCDEFGH-123', 'key [token]'],
  ])('masks %s', (input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  it('leaves enum-like values alone and cuts long text', () => {
    expect(maskText('mf_trade')).toBe('mf_trade');
    expect(maskText('pt-BR')).toBe('pt-BR');
    expect(maskText('ab '.repeat(60))).toHaveLength(MAX_VALUE_LENGTH);
  });
});

describe('maskProps', () => {
  it('drops sensitive field names, numbers and objects, and masks the strings it keeps', () => {
    expect(
      maskProps({ side: 'buy', chain: 'solana', amount: '1.5', price_usd: '3', address: SOLANA, txHash: TX, email: 'a@b.co', count: 3, nested: { a: 1 }, source: `row ${EVM}`, watched: true }),
    ).toEqual({ side: 'buy', chain: 'solana', source: 'row [address]', watched: true });
  });

  it('drops field names that are not plain snake case (they could be data, not a name)', () => {
    expect(maskProps({ [EVM]: 'x', 'Some Key': 'y', ok: 'z' })).toEqual({ ok: 'z' });
  });
});
