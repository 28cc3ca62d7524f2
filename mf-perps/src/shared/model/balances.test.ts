import { describe, expect, it } from 'vitest';
import type { Asset } from '@nova/shared-contracts';
import { walletBalancesOf } from './balances';

const asset = (chain: Asset['chain'], token: string, balance: string): Asset => ({ chain, token, token_name: '', token_symbol: '', decimals: 6, balance, token_value: '0', token_price: '0', wallet_address: '' });

describe('walletBalancesOf', () => {
  it('finds the USDT of the network (any case) and its native coin; missing is 0', () => {
    const list = [asset('bsc', '0x55D398326f99059fF775485246999027B3197955', '12.5'), asset('bsc', '', '0.3'), asset('eth', '', '1')];
    expect(walletBalancesOf(list, 'bsc')).toEqual({ stable: '12.5', native: '0.3' });
    expect(walletBalancesOf(list, 'eth')).toEqual({ stable: '0', native: '1' });
    expect(walletBalancesOf(undefined, 'eth')).toBeUndefined();
  });
});
