import { CHAINS, DEFAULT_CHAIN_ORDER, isChainKey } from '@nova/shared-contracts';
import type { ChainKey, TokenListParams } from '@nova/shared-contracts';

/** The three launch groups of spec 3 (creation, completing, completed), as the API's launch_status. */
export const LAUNCH_STAGES = ['new', 'completing', 'completed'] as const;
export type LaunchStage = (typeof LAUNCH_STAGES)[number];

/** Cards per column. */
export const LAUNCH_COLUMN_LIMIT = 30;

/** Where the board's chain chip is saved (spec 3 §3 prefs: per-chain launch filters). */
export const LAUNCH_CHAIN_PREF = 'discover.launch.chain';

/** Where the per-chain platform choice is saved: {[chain]: 'default' | 'all'}; missing means default. */
export const LAUNCH_PLATFORM_PREF = 'discover.launch.platform';

/** The platform filter of a chain: its default launch platform, or every platform. */
export type PlatformChoice = 'default' | 'all';

/** The choice saved for `chain` in a prefs value of any shape ('default' unless 'all' was saved). */
export function savedPlatformChoice(value: unknown, chain: ChainKey): PlatformChoice {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[chain] === 'all' ? 'all' : 'default';
}

/** The prefs value with `chain`'s choice replaced (other chains' choices kept, junk dropped). */
export function withPlatformChoice(value: unknown, chain: ChainKey, choice: PlatformChoice): Partial<Record<ChainKey, PlatformChoice>> {
  const kept = Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(([key, saved]) => isChainKey(key) && (saved === 'all' || saved === 'default')),
  ) as Partial<Record<ChainKey, PlatformChoice>>;
  return { ...kept, [chain]: choice };
}

/** Default chain of the board: the first of the default chain order. */
export const DEFAULT_LAUNCH_CHAIN: ChainKey = DEFAULT_CHAIN_ORDER[0];

/** A saved chain pref, or the default when it is missing or not a chain. */
export function savedLaunchChain(value: unknown): ChainKey {
  return isChainKey(value) ? value : DEFAULT_LAUNCH_CHAIN;
}

/**
 * List filters of one column: the chain's default launch platform (spec 3 §9; none on eth, so all
 * launches there) unless every platform was chosen, the stage, and an order that suits it: newest
 * first for new and completed, closest to graduation first for completing.
 */
export function launchParams(chain: ChainKey, stage: LaunchStage, choice: PlatformChoice = 'default'): TokenListParams {
  const platform = choice === 'default' ? CHAINS[chain].defaultLaunchPlatform : null;
  return {
    chain,
    launch_status: stage,
    limit: LAUNCH_COLUMN_LIMIT,
    ...(platform ? { platform_name: platform } : {}),
    ...(stage === 'completing' ? { order_by: 'progress', order_direction: 'desc' } : { order_by: 'created_at', order_direction: 'desc' }),
  };
}

/** Bonding-curve progress as a whole percent within 0..100 (the API may send fractions or overshoot). */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}
