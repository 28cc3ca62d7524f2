import { describe, expect, it } from 'vitest';
import { walletProfileTarget } from './WalletProfileHost';

describe('walletProfileTarget', () => {
  it('opens Solana addresses in the profile', () => {
    expect(walletProfileTarget('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'solana')).toEqual({ kind: 'profile', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' });
    expect(walletProfileTarget('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toMatchObject({ kind: 'profile' });
  });

  it("opens other chains' addresses on that chain's explorer", () => {
    expect(walletProfileTarget('0xabc', 'bsc')).toEqual({ kind: 'explorer', url: expect.stringMatching(/\/address\/0xabc$/) });
    expect(walletProfileTarget('0xabc')).toMatchObject({ kind: 'explorer' });
  });
});
