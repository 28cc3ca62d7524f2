// Exported by the package root for use at any time, so not in the lazily loaded `api/perp.ts`.

/** Perp deposit tokens (spec 2 §3): USDT on Solana, BSC and Ethereum, decimals 6, 18 and 6. */
export const PERP_TOKENS = {
  solana: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', decimals: 6 },
  bsc: { address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT', decimals: 18 },
  eth: { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', symbol: 'USDT', decimals: 6 },
} as const;
export type PerpChain = keyof typeof PERP_TOKENS;
