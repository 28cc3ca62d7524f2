import type { ChainKey } from '@nova/shared-contracts';

/**
 * External security and analysis sites of the tools dropdown (spec 3 §2, spec 1 §2), each with
 * the chains it supports and its link for a token. Opened in a new tab with `noopener`.
 */
export interface TokenTool {
  id: 'fast100x' | 'insightx' | 'goplus' | 'rugcheck' | 'honeypot';
  name: string;
  chains: readonly ChainKey[];
  url: (chain: ChainKey, address: string) => string;
}

/** Chain slugs the sites use in their paths. */
const SLUG: Partial<Record<ChainKey, string>> = { solana: 'solana', eth: 'ethereum', bsc: 'bsc', base: 'base' };
/** GoPlus names EVM chains by chain id. */
const GOPLUS_CHAIN: Partial<Record<ChainKey, string>> = { solana: 'solana', eth: '1', bsc: '56', base: '8453' };

export const TOKEN_TOOLS: readonly TokenTool[] = [
  { id: 'fast100x', name: 'fast100x', chains: ['solana', 'bsc'], url: (chain, address) => `https://fast100x.com/${SLUG[chain]}/${address}` },
  { id: 'insightx', name: 'Insightx', chains: ['solana', 'eth', 'bsc', 'base'], url: (chain, address) => `https://app.insightx.network/bubblemaps/${SLUG[chain]}/${address}` },
  { id: 'goplus', name: 'Goplus', chains: ['solana', 'eth', 'bsc', 'base'], url: (chain, address) => `https://gopluslabs.io/token-security/${GOPLUS_CHAIN[chain]}/${address}` },
  { id: 'rugcheck', name: 'RugCheck', chains: ['solana'], url: (_chain, address) => `https://rugcheck.xyz/tokens/${address}` },
  { id: 'honeypot', name: 'Honeypot', chains: ['eth', 'bsc', 'base'], url: (chain, address) => `https://honeypot.is/${SLUG[chain]}?address=${address}` },
];

/** The tools that support a chain, with their links for the token; empty when none does (then nothing is shown). */
export function toolsFor(chain: ChainKey, address: string): Array<{ id: TokenTool['id']; name: string; href: string }> {
  return TOKEN_TOOLS.filter((tool) => tool.chains.includes(chain)).map((tool) => ({ id: tool.id, name: tool.name, href: tool.url(chain, encodeURIComponent(address)) }));
}
