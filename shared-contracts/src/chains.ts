import * as v from 'valibot';
import { PRODUCT_NAME } from './brand';

/** Chain keys exactly as the API speaks them (spec 3 §9). */
export const CHAIN_KEYS = ['gatelayer', 'solana', 'bsc', 'eth', 'base', 'avalanche', 'polygon', 'linea', 'optimism', 'zksync', 'arbitrum'] as const;
export const chainKeySchema = v.picklist(CHAIN_KEYS);
export type ChainKey = v.InferOutput<typeof chainKeySchema>;

/** Chains enabled for trading in the trade form (spec 1 §1). */
export const TRADING_CHAINS = ['solana', 'bsc', 'eth', 'base', 'gatelayer'] as const satisfies readonly ChainKey[];
export type TradingChain = (typeof TRADING_CHAINS)[number];

/** The EVM chains of the trade form: a wallet trades there with its own transactions. */
export const EVM_TRADING_CHAINS = ['eth', 'bsc', 'base', 'gatelayer'] as const satisfies readonly TradingChain[];
export type EvmTradingChain = (typeof EVM_TRADING_CHAINS)[number];

/** Default chain order in lists and primary chain chips (spec 1 §9, spec 3 §2). */
export const DEFAULT_CHAIN_ORDER = ['gatelayer', 'solana', 'bsc', 'eth', 'base'] as const satisfies readonly ChainKey[];

export interface ChainMeta {
  key: ChainKey;
  name: string;
  chainId: number;
  nativeSymbol: string;
  /** Decimals of the native coin (9 on Solana, 18 elsewhere). */
  nativeDecimals: number;
  /** Decimals a buy amount is floored to in the trade form (spec 1 §5: default 2). */
  amountPrecision: number;
  tradingEnabled: boolean;
  family: 'solana' | 'evm';
  explorerUrl: string;
  /** Default launch platform of the chain (spec 1 §9), or null. */
  defaultLaunchPlatform: string | null;
}

const evm = (key: ChainKey, name: string, chainId: number, nativeSymbol: string, explorerUrl: string, defaultLaunchPlatform: string | null = null): ChainMeta => ({
  key,
  name,
  chainId,
  nativeSymbol,
  nativeDecimals: 18,
  amountPrecision: 4,
  tradingEnabled: (TRADING_CHAINS as readonly string[]).includes(key),
  family: 'evm',
  explorerUrl,
  defaultLaunchPlatform,
});

export const CHAINS: Readonly<Record<ChainKey, ChainMeta>> = {
  solana: {
    key: 'solana',
    name: 'Solana',
    chainId: 501,
    nativeSymbol: 'SOL',
    nativeDecimals: 9,
    amountPrecision: 4,
    tradingEnabled: true,
    family: 'solana',
    explorerUrl: 'https://solscan.io',
    defaultLaunchPlatform: 'Pump.fun',
  },
  eth: evm('eth', 'Ethereum', 1, 'ETH', 'https://etherscan.io'),
  bsc: evm('bsc', 'BSC', 56, 'BNB', 'https://bscscan.com', 'Four.meme'),
  base: evm('base', 'Base', 8453, 'ETH', 'https://basescan.org', 'Virtuals'),
  gatelayer: evm('gatelayer', `${PRODUCT_NAME} Layer`, 10088, 'GT', 'https://gatescan.org', `${PRODUCT_NAME} Fun`),
  avalanche: evm('avalanche', 'Avalanche', 43114, 'AVAX', 'https://snowtrace.io'),
  polygon: evm('polygon', 'Polygon', 137, 'POL', 'https://polygonscan.com'),
  linea: evm('linea', 'Linea', 59144, 'ETH', 'https://lineascan.build'),
  optimism: evm('optimism', 'Optimism', 10, 'ETH', 'https://optimistic.etherscan.io'),
  zksync: evm('zksync', 'zkSync', 324, 'ETH', 'https://explorer.zksync.io'),
  arbitrum: evm('arbitrum', 'Arbitrum', 42161, 'ETH', 'https://arbiscan.io'),
};

/** Launch platforms of spec 1 §3 / spec 3 §2. */
export const LAUNCH_PLATFORMS = ['Pump.fun', 'Moon.it', 'RaydiumLaunchlab', 'Letsbonk.fun', 'Meteora', 'Believe', 'Virtuals', 'Four.meme', `${PRODUCT_NAME} Fun`] as const;

/** Supported WalletConnect chain ids (spec 3 §9). */
export const WALLETCONNECT_CHAIN_IDS = [1, 10, 56, 86, 137, 195, 250, 324, 501, 4200, 8453, 10088, 42161, 43114, 59144, 81457] as const;

/** Address kind of a chain: sol_address for solana, evm_address for all others (spec 1 §3). */
export function addressKind(chain: ChainKey): 'sol_address' | 'evm_address' {
  return chain === 'solana' ? 'sol_address' : 'evm_address';
}

export function isChainKey(value: unknown): value is ChainKey {
  return typeof value === 'string' && (CHAIN_KEYS as readonly string[]).includes(value);
}
