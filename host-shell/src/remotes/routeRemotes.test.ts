import { describe, expect, it } from 'vitest';
import { remotesForPath } from './routeRemotes';

describe('route remotes', () => {
  it("names the modules a page's slots mount", () => {
    expect(remotesForPath('/markets')).toEqual([{ remote: 'mf_discover', expose: './TokenList' }]);
    expect(remotesForPath('/discover')).toEqual([{ remote: 'mf_discover', expose: './TokenList' }]);
    expect(remotesForPath('/trade/solana/So11111111111111111111111111111111111111112').map((r) => `${r.remote} ${r.expose}`)).toEqual(['mf_discover ./TokenHeader', 'mf_chart ./TokenChart', 'mf_trade ./TradePanel']);
    expect(remotesForPath('/gatefun')).toEqual([{ remote: 'mf_discover', expose: './LaunchBoard' }]);
    expect(remotesForPath('/referral')).toEqual([{ remote: 'mf_wallets', expose: './Referral' }]);
  });

  it('names nothing for pages without slots or unknown paths', () => {
    expect(remotesForPath('/wallets')).toEqual([]);
    expect(remotesForPath('/trade/solana')).toEqual([]);
    expect(remotesForPath('/nowhere')).toEqual([]);
  });
});
