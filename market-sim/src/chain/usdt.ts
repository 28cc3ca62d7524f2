// The USDT of each local EVM trade chain: where its code sits and its decimals. On Ethereum and
// BNB Chain it is the listed stablecoin of the sim (PERP_TOKENS: the address balanceList shows and
// the ledger keys `${user}|${chain}|${address}` by); on Base and Gate Layer the sim lists no
// stablecoin, so the token there is chain-only (Base's bridged USDT address; a fixed local
// address on Gate Layer) and deposits of it are not credited (see README "Custodial deposits").
import type { Address } from 'viem';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { EvmTradingChain } from '@nova/shared-contracts';

export interface ChainUsdt {
  address: Address;
  decimals: number;
  /** The sim lists it (balanceList, the ledger): a deposit of it is credited. */
  listed: boolean;
}

const USDT: Record<EvmTradingChain, ChainUsdt> = {
  eth: { address: PERP_TOKENS.eth.address, decimals: PERP_TOKENS.eth.decimals, listed: true },
  bsc: { address: PERP_TOKENS.bsc.address, decimals: PERP_TOKENS.bsc.decimals, listed: true },
  base: { address: '0xfde4c96c8593536e31f229ea8f37b2ada2699bb2', decimals: 6, listed: false },
  gatelayer: { address: '0x0e4d78e1358e2171e224cfb2aae7cdb057e6ca40', decimals: 6, listed: false },
};

/** The USDT of a local EVM trade chain (lower-case address, as the ledger keys it). */
export const usdtOf = (chain: EvmTradingChain): ChainUsdt => USDT[chain];

/** The address of the USDT token on a local EVM trade chain. */
export const usdtAddressOf = (chain: EvmTradingChain): Address => USDT[chain].address;
