import { CHAINS, PRODUCT_NAME, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import type { Rng } from '../rng';

/** Static facts of the simulated market, all drawn from the seed. */

export const NATIVE_USD: Readonly<Record<string, number>> = { SOL: 150, BNB: 600, ETH: 3000, GT: 18, AVAX: 30, POL: 0.45 };

export const WALLET_TAGS = ['kol', 'smart_money', 'whale', 'sniper', 'dev', 'insider', 'new_money', 'early_buyers'] as const;
export type WalletTag = (typeof WALLET_TAGS)[number];

export interface SecurityDef {
  is_pixiu: number;
  is_open_source: number;
  top10_percent: number;
  dev_hold_percent: number;
  insider_percent: number;
  lp_risk_info: number;
}

export interface TokenDef {
  index: number;
  chain: ChainKey;
  address: string;
  pairAddress: string;
  symbol: string;
  name: string;
  decimals: number;
  platform: string;
  /** On a bonding curve (launch platform) rather than an AMM pool. */
  isLaunch: boolean;
  /** ms */
  createdAt: number;
  supply: number;
  social: { website?: string; twitter?: string; telegram?: string; discord?: string };
  /** Security facts; dev_hold_percent drops to 0 when the dev sells out (a rug). */
  security: SecurityDef;
  ai: boolean;
  signal: boolean;
  /** Background trades per second in a calm mood. */
  activity: number;
  /** Liquidity target (USD) for AMM pools; tiny ones raise code 105. */
  liquidityUsd: number;
  /** Current price (USD) for AMM pools at start. */
  priceUsd: number;
  /** Bonding progress 0..100 at start for launches. */
  progress: number;
  /** Holders that are not simulated wallets. */
  baseHolders: number;
}

export interface SimWallet {
  index: number;
  name: string;
  tags: WalletTag[];
  sol: string;
  evm: string;
}

const PREFIX = ['Moon', 'Pepe', 'Doge', 'Shiba', 'Frog', 'Cat', 'Based', 'Giga', 'Turbo', 'Pixel', 'Neon', 'Quantum', 'Solar', 'Alpha', 'Degen', 'Wojak', 'Bonk', 'Chad', 'Rocket', 'Banana', 'Hyper', 'Lunar', 'Cyber', 'Meme', 'Zen'];
const SUFFIX = ['Inu', 'Coin', 'AI', 'Cat', 'King', 'DAO', 'Fi', 'Swap', 'Bot', 'Mind', 'Pad', 'Verse', 'Labs', 'X', 'Pup'];
const WALLET_NAMES = ['Ansem', 'Cupsey', 'Gake', 'Orange', 'Frank', 'Jidn', 'Cented', 'Daumen', 'Euris', 'Kev', 'Loopier', 'Mitch', 'Nyhrox', 'Owl', 'Pow', 'Qtdegen', 'Rasta', 'Sebastian', 'Tim', 'Unipcs', 'Vibed', 'West', 'Xelf', 'Yenni', 'Zrool'];

/** Tokens per chain: platform of each. Launch platforms come from spec 1 §3. */
const CHAIN_PLAN: Readonly<Record<ChainKey, { count: number; launch: string[]; amm: string }>> = {
  solana: { count: 36, launch: ['Pump.fun', 'Moon.it', 'RaydiumLaunchlab', 'Letsbonk.fun', 'Meteora', 'Believe'], amm: 'Raydium' },
  bsc: { count: 16, launch: ['Four.meme'], amm: 'PancakeSwap' },
  eth: { count: 10, launch: [], amm: 'Uniswap' },
  base: { count: 14, launch: ['Virtuals'], amm: 'Aerodrome' },
  gatelayer: { count: 14, launch: [`${PRODUCT_NAME} Fun`], amm: `${PRODUCT_NAME} Swap` },
  avalanche: { count: 4, launch: [], amm: 'Trader Joe' },
  polygon: { count: 4, launch: [], amm: 'QuickSwap' },
  linea: { count: 4, launch: [], amm: 'Lynex' },
  optimism: { count: 4, launch: [], amm: 'Velodrome' },
  zksync: { count: 4, launch: [], amm: 'SyncSwap' },
  arbitrum: { count: 4, launch: [], amm: 'Camelot' },
};

const LAUNCH_SUFFIX: Readonly<Record<string, string>> = { 'Pump.fun': 'pump', 'Letsbonk.fun': 'bonk', 'Four.meme': '4444', 'Moon.it': 'moon', Believe: 'BLV' };

function evmAddress(rng: Rng): string {
  return `0x${rng.hex(40)}`;
}

function tokenAddress(rng: Rng, chain: ChainKey, platform: string): string {
  const suffix = LAUNCH_SUFFIX[platform] ?? '';
  if (chain === 'solana') return rng.base58(44 - suffix.length) + suffix;
  return suffix && /^\d+$/.test(suffix) ? evmAddress(rng).slice(0, 42 - suffix.length) + suffix : evmAddress(rng);
}

function maybeLink(rng: Rng, p: number, url: string): string | undefined {
  if (!rng.chance(p)) return undefined;
  return rng.chance(0.08) ? 'null' : url;
}

/** Every token of the market, drawn from the seed relative to `now` (ms). */
export function generateTokens(seed: Rng, now: number): TokenDef[] {
  const tokens: TokenDef[] = [];
  const usedSymbols = new Set<string>();
  for (const chain of Object.keys(CHAIN_PLAN) as ChainKey[]) {
    const plan = CHAIN_PLAN[chain];
    const trading = (TRADING_CHAINS as readonly string[]).includes(chain);
    for (let i = 0; i < plan.count; i++) {
      const index = tokens.length;
      const rng = seed.fork(`token:${chain}:${i}`);
      // Every launch platform gets tokens; about 60% of a launch chain's tokens are launches.
      const isLaunch = plan.launch.length > 0 && (i < plan.launch.length * 2 || rng.chance(0.5));
      const platform = isLaunch ? (plan.launch[i % plan.launch.length] as string) : plan.amm;
      let name = `${rng.pick(PREFIX)} ${rng.pick(SUFFIX)}`;
      let symbol = name.replace(/[^A-Za-z]/g, '').slice(0, rng.int(3, 6)).toUpperCase();
      while (usedSymbols.has(`${chain}:${symbol}`)) symbol = `${symbol}${rng.int(2, 9)}`;
      usedSymbols.add(`${chain}:${symbol}`);
      if (i === 0 && chain === 'solana') name = 'Honey Trap';
      const honeypot = (i === 0 && chain === 'solana') || rng.chance(0.06);
      const risky = honeypot || rng.chance(0.2);
      const address = tokenAddress(rng, chain, platform);
      const ageMinutes = isLaunch ? rng.logNormal(90, 1.6) : rng.range(3 * 24 * 60, 60 * 24 * 60);
      const progressRoll = rng.next();
      const liquidityUsd = !isLaunch && i === plan.count - 1 && trading ? rng.range(300, 900) : rng.logNormal(80_000, 1.2);
      const supply = isLaunch ? 1_000_000_000 : Math.round(rng.logNormal(1e9, 2));
      tokens.push({
        index,
        chain,
        address,
        pairAddress: chain === 'solana' ? rng.base58(44) : evmAddress(rng),
        symbol,
        name,
        decimals: chain === 'solana' ? (isLaunch ? 6 : 9) : 18,
        platform,
        isLaunch,
        createdAt: Math.floor(now - Math.max(2, Math.min(ageMinutes, 30 * 24 * 60)) * 60_000),
        supply,
        social: {
          website: maybeLink(rng, 0.6, `https://${symbol.toLowerCase()}.example`),
          twitter: maybeLink(rng, 0.7, `https://x.com/${symbol.toLowerCase()}`),
          telegram: maybeLink(rng, 0.5, `https://t.me/${symbol.toLowerCase()}`),
          discord: maybeLink(rng, 0.2, `https://discord.gg/${symbol.toLowerCase()}`),
        },
        security: {
          is_pixiu: honeypot ? 1 : 0,
          is_open_source: risky && rng.chance(0.6) ? 0 : 1,
          top10_percent: Math.round((risky ? rng.range(25, 80) : rng.range(8, 35)) * 100) / 100,
          dev_hold_percent: Math.round((risky ? rng.range(10, 45) : rng.range(0, 12)) * 100) / 100,
          insider_percent: Math.round((risky ? rng.range(3, 20) : rng.range(0, 6)) * 100) / 100,
          lp_risk_info: lpRisk(rng, risky),
        },
        ai: rng.chance(0.3),
        signal: rng.chance(0.3),
        activity: trading ? rng.logNormal(isLaunch ? 0.05 : 0.015, 0.7) : rng.logNormal(0.004, 0.5),
        liquidityUsd,
        // A pool token's market cap is a multiple of its liquidity (2x to 40x, median 6x).
        priceUsd: (liquidityUsd * Math.min(40, Math.max(2, rng.logNormal(6, 0.6)))) / supply,
        progress: progressRoll < 0.5 ? rng.range(1, 69) : progressRoll < 0.8 ? rng.range(70, 97) : 100,
        baseHolders: Math.round(isLaunch ? rng.logNormal(120, 1) : rng.logNormal(3000, 1)),
      });
    }
  }
  return tokens;
}

/** Fully burnt LP on about 40% of safe tokens (the drawer's "burnt" indicator); risky ones below 0.3. */
function lpRisk(rng: Rng, risky: boolean): number {
  if (risky) return Math.round(rng.range(0, 0.3) * 1000) / 1000;
  return rng.chance(0.4) ? 1 : Math.round(rng.range(0.5, 0.99) * 1000) / 1000;
}

/** Chains with launch platforms, and the mean seconds between two live launches on each. */
export const LAUNCH_EVERY_S: Readonly<Partial<Record<ChainKey, number>>> = { solana: 240, gatelayer: 420, bsc: 600, base: 720 };

/**
 * The `n`-th launch created live on `chain` (deterministic: drawn from its own fork of the seed).
 * Platforms rotate through the chain's launch platforms, so every one keeps getting launches.
 */
export function liveLaunchDef(seed: Rng, chain: ChainKey, n: number, index: number, createdAt: number, usedSymbols: Set<string>): TokenDef {
  const plan = CHAIN_PLAN[chain];
  const rng = seed.fork(`live:${chain}:${n}`);
  const platform = plan.launch[n % plan.launch.length] as string;
  const name = `${rng.pick(PREFIX)} ${rng.pick(SUFFIX)}`;
  let symbol = name.replace(/[^A-Za-z]/g, '').slice(0, rng.int(3, 6)).toUpperCase();
  while (usedSymbols.has(`${chain}:${symbol}`)) symbol = `${symbol}${rng.int(2, 9)}`;
  usedSymbols.add(`${chain}:${symbol}`);
  const honeypot = rng.chance(0.04);
  const risky = honeypot || rng.chance(0.3);
  return {
    index,
    chain,
    address: tokenAddress(rng, chain, platform),
    pairAddress: chain === 'solana' ? rng.base58(44) : evmAddress(rng),
    symbol,
    name,
    decimals: chain === 'solana' ? 6 : 18,
    platform,
    isLaunch: true,
    createdAt,
    supply: 1_000_000_000,
    social: {
      website: maybeLink(rng, 0.3, `https://${symbol.toLowerCase()}.example`),
      twitter: maybeLink(rng, 0.5, `https://x.com/${symbol.toLowerCase()}`),
      telegram: maybeLink(rng, 0.3, `https://t.me/${symbol.toLowerCase()}`),
    },
    security: {
      is_pixiu: honeypot ? 1 : 0,
      is_open_source: risky && rng.chance(0.5) ? 0 : 1,
      top10_percent: Math.round((risky ? rng.range(25, 70) : rng.range(10, 32)) * 100) / 100,
      dev_hold_percent: Math.round((risky ? rng.range(8, 40) : rng.range(0, 10)) * 100) / 100,
      insider_percent: Math.round((risky ? rng.range(4, 18) : rng.range(0, 5)) * 100) / 100,
      lp_risk_info: lpRisk(rng, risky),
    },
    ai: rng.chance(0.25),
    signal: rng.chance(0.15),
    activity: rng.logNormal(0.05, 0.6),
    liquidityUsd: 0,
    priceUsd: 0,
    progress: 0,
    baseHolders: 0,
  };
}

/** The symbols already taken per chain (`chain:SYMBOL`), so live launches stay unique. */
export function usedSymbolsOf(tokens: readonly TokenDef[]): Set<string> {
  return new Set(tokens.map((t) => `${t.chain}:${t.symbol}`));
}

/** Simulated wallets with tags; each has a Solana and an EVM address. */
export function generateWallets(seed: Rng, count = 200): SimWallet[] {
  const wallets: SimWallet[] = [];
  for (let i = 0; i < count; i++) {
    const rng = seed.fork(`wallet:${i}`);
    const primary = WALLET_TAGS[i % WALLET_TAGS.length] as WalletTag;
    const tags: WalletTag[] = [primary];
    if (rng.chance(0.25)) {
      const extra = rng.pick(WALLET_TAGS);
      if (extra !== primary) tags.push(extra);
    }
    wallets.push({ index: i, name: `${rng.pick(WALLET_NAMES)}${rng.int(1, 99)}`, tags, sol: rng.base58(44), evm: evmAddress(rng) });
  }
  return wallets;
}

export function nativeSymbol(chain: ChainKey): string {
  return CHAINS[chain].nativeSymbol;
}
