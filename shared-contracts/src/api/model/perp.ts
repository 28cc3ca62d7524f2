// Exported by the package root for use at any time, so not in the lazily loaded `api/perp.ts`.

/** Perp deposit tokens (spec 2 §3): USDT on Solana, BSC and Ethereum, decimals 6, 18 and 6. */
export const PERP_TOKENS = {
  solana: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', decimals: 6 },
  bsc: { address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT', decimals: 18 },
  eth: { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', symbol: 'USDT', decimals: 6 },
} as const;
export type PerpChain = keyof typeof PERP_TOKENS;

/**
 * The perpetual vault whose contract verifies a withdraw's EIP-712 signature, per EVM perp chain
 * (the typed data's verifyingContract). A server that names another contract asks for a
 * signature some other contract would honour: the client refuses it before any wallet signs.
 * Added in contract 6.1.
 */
export const PERP_VAULTS = {
  bsc: '0x000000000000000000000000000000000000ba5e',
  eth: '0x000000000000000000000000000000000000ba5e',
} as const satisfies Record<Exclude<PerpChain, 'solana'>, `0x${string}`>;
