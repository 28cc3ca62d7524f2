import { z } from 'zod/mini';
import type { ChainKey } from './chains';
import { TRADE } from './constants';

/**
 * Trade presets per chain (spec 1 §3 "Preset per chain", §4 "Preset controls", §9): three presets
 * P1..P3, each with BUY and SELL settings, plus the chain's quick amounts. Kept in the user's
 * prefs under `tradePresetsPref(chain)`: the status bar (host) picks the active preset and opens
 * the settings; mf-trade edits them and trades with them.
 */
export const PRESET_IDS = ['P1', 'P2', 'P3'] as const;
export type PresetId = (typeof PRESET_IDS)[number];
export const presetIdSchema = z.enum(PRESET_IDS);

export const PRIORITY_FEE_MODES = ['market', 'fast', 'super-fast', 'mev-super-fast', 'custom'] as const;
export const priorityFeeModeSchema = z.enum(PRIORITY_FEE_MODES);
export type PriorityFeeMode = z.infer<typeof priorityFeeModeSchema>;

/** Slippage chips of the settings (spec 1 §4): auto, 10 %, 15 %, 20 %, or a custom percent. */
export const SLIPPAGE_CHIPS = ['auto', 10, 15, 20] as const;

export const sideSettingsSchema = z.object({
  /** 'auto' (shown as 0.3 %) or a fraction: 0.15 is 15 %. */
  slippage: z.union([z.literal('auto'), z.number().check(z.gt(0), z.lte(1))]),
  isMev: z.boolean(),
  /** `value` is the custom fee in the chain's native coin (a decimal string, '' when not custom). */
  priorityFee: z.object({ mode: priorityFeeModeSchema, value: z.string().check(z.maxLength(32)) }),
  /** The MEV-protection tip in the native coin (decimal string). */
  mevFee: z.string().check(z.maxLength(32)),
  simulatedSell: z.boolean(),
});
export type SideSettings = z.infer<typeof sideSettingsSchema>;

export const presetSchema = z.object({ name: z.string().check(z.maxLength(20)), BUY: sideSettingsSchema, SELL: sideSettingsSchema });
export type TradePreset = z.infer<typeof presetSchema>;

export const chainPresetsSchema = z.object({
  activePresetId: presetIdSchema,
  presetMap: z.object({ P1: presetSchema, P2: presetSchema, P3: presetSchema }),
  /** The chain's quick amounts (only the first four are shown). */
  quickAmounts: z.array(z.string().check(z.maxLength(32))).check(z.minLength(1), z.maxLength(8)),
  quickPercents: z.array(z.number().check(z.gt(0), z.lte(100))).check(z.minLength(1), z.maxLength(8)),
});
export type ChainPresets = z.infer<typeof chainPresetsSchema>;

/** The prefs key of a chain's presets. */
export const tradePresetsPref = (chain: ChainKey) => `trade.presets.${chain}`;

const defaultSide = (): SideSettings => ({ slippage: 'auto', isMev: false, priorityFee: { mode: 'fast', value: '' }, mevFee: '', simulatedSell: false });

function quickAmountsOf(chain: ChainKey): string[] {
  const amounts = chain === 'solana' || chain === 'gatelayer' || chain === 'bsc' ? TRADE.quickAmounts[chain] : TRADE.quickAmounts.other;
  return [...amounts];
}

/** The defaults of spec 1 §9: P1 active, priority fee mode fast, slippage auto. */
export function defaultChainPresets(chain: ChainKey): ChainPresets {
  const preset = (id: PresetId): TradePreset => ({ name: id, BUY: defaultSide(), SELL: defaultSide() });
  return { activePresetId: 'P1', presetMap: { P1: preset('P1'), P2: preset('P2'), P3: preset('P3') }, quickAmounts: quickAmountsOf(chain), quickPercents: [...TRADE.quickPercents] };
}

/** Saved presets of a chain; anything malformed (or absent) gives the defaults. */
export function readChainPresets(chain: ChainKey, saved: unknown): ChainPresets {
  const parsed = chainPresetsSchema.safeParse(saved);
  return parsed.success ? parsed.data : defaultChainPresets(chain);
}
