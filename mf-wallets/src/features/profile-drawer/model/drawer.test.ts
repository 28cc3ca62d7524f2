import { describe, expect, it } from 'vitest';
import type { Asset, SessionUser } from '@nova/shared-contracts';
import { drawerBalances, drawerHoldings, drawerUsd, initialDrawerTab, myWalletLink, nextBalanceView, perpCards, perpChainTypesOf, showsChain, walletKindOf } from './drawer';

const user = (patch: Partial<SessionUser>): SessionUser => ({ user_id: 'u', wallet_type: '', authMethod: 'email', ...patch });
const asset = (chain: Asset['chain'], symbol: string, balance: string, value: string): Asset => ({
  chain,
  token: symbol === 'native' ? '' : symbol,
  token_name: symbol,
  token_symbol: symbol,
  decimals: 9,
  balance,
  token_value: value,
  token_price: '1',
  wallet_address: 'w',
});

describe('profile drawer rules', () => {
  it('names the wallet kind: custodial for email, Google and exchange users, else the wallet', () => {
    expect(walletKindOf(user({ authMethod: 'google' }))).toBe('custodial');
    expect(walletKindOf(user({ authMethod: 'wallet', wallet_type: 'phantom' }))).toBe('phantom');
    expect(walletKindOf(user({ authMethod: 'wallet', wallet_type: 'gatescan' }))).toBe('gatescan');
  });

  it('lists Phantom users Solana only and MetaMask users ETH, BSC, Base and the layer-2 only', () => {
    expect(showsChain('phantom', 'solana')).toBe(true);
    expect(showsChain('phantom', 'bsc')).toBe(false);
    expect(['eth', 'bsc', 'base', 'gatelayer', 'solana', 'arbitrum'].filter((c) => showsChain('metamask', c as Asset['chain']))).toEqual(['eth', 'bsc', 'base', 'gatelayer']);
    expect(showsChain('custodial', 'arbitrum')).toBe(true);
    const list = [asset('solana', 'SOL', '2', '300'), asset('bsc', 'BNB', '1', '600'), asset('eth', 'ETH', '0', '0'), asset('solana', 'BONK', '10', '5')];
    expect(drawerHoldings('phantom', list).map((a) => a.token_symbol)).toEqual(['SOL', 'BONK']);
    expect(drawerHoldings('metamask', list).map((a) => a.token_symbol)).toEqual(['BNB']);
    expect(drawerHoldings('custodial', list).map((a) => a.token_symbol)).toEqual(['BNB', 'SOL', 'BONK']);
  });

  it('cycles the balance card all, spot, perpetual and sums exactly', () => {
    expect(nextBalanceView('all')).toBe('spot');
    expect(nextBalanceView('spot')).toBe('perp');
    expect(nextBalanceView('perp')).toBe('all');
    const perp = [
      { chain_type: 'SOL' as const, total: '0.1', unrealised_pnl: '0', available: '0.1' },
      { chain_type: 'EVM' as const, total: '0.2', unrealised_pnl: '0', available: '0' },
    ];
    expect(drawerBalances([asset('solana', 'SOL', '1', '100.1'), asset('bsc', 'BNB', '1', '0.2')], perpCards(perp))).toEqual({ spot: '100.3', perp: '0.3', all: '100.6' });
    // A wallet login's total counts the perp account it can act on only.
    expect(drawerBalances([], perpCards(perp, ['EVM'])).all).toBe('0.2');
  });

  it('chooses the Perp tab on the perpetual path only', () => {
    expect(initialDrawerTab('perps')).toBe('perp');
    expect(initialDrawerTab('markets')).toBe('token');
  });

  it('makes one perp card per chain type with Withdraw disabled at a zero balance', () => {
    const cards = perpCards([{ chain_type: 'EVM', total: '25', unrealised_pnl: '0', available: '25' }]);
    expect(cards).toEqual([
      { chainType: 'SOL', chain: 'solana', total: '0', available: '0', canWithdraw: false },
      { chainType: 'EVM', chain: 'bsc', total: '25', available: '25', canWithdraw: true },
    ]);
  });

  it('offers a wallet login the perp card of its own family only (Phantom SOL, an EVM wallet EVM), a custodial login both', () => {
    expect(perpChainTypesOf(user({ authMethod: 'email' }))).toEqual(['SOL', 'EVM']);
    expect(perpChainTypesOf(user({ authMethod: 'wallet', wallet_type: 'phantom', wallet_family: 'solana', evm_address: '0xabc' }))).toEqual(['SOL']);
    expect(perpChainTypesOf(user({ authMethod: 'wallet', wallet_type: 'metamask', wallet_family: 'evm' }))).toEqual(['EVM']);
    expect(perpCards([], ['SOL']).map((card) => card.chainType)).toEqual(['SOL']);
  });

  it("opens My wallet in the app for a Solana address, on the explorer for an EVM one", () => {
    const sol = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const evm = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
    expect(myWalletLink({ family: 'solana', address: sol })).toEqual({ href: `/wallets/solana/${sol}`, external: false });
    expect(myWalletLink({ family: 'evm', address: evm })).toEqual({ href: `https://etherscan.io/address/${evm}`, external: true });
  });

  it('shows USD with two decimals in the locale', () => {
    expect(drawerUsd('1234.5', 'en')).toBe('$1,234.50');
    expect(drawerUsd(0, 'en')).toBe('$0.00');
  });
});
