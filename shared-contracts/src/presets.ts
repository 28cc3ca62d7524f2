import * as v from 'valibot';
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
export const presetIdSchema = v.picklist(PRESET_IDS);

export const PRIORITY_FEE_MODES = ['market', 'fast', 'super-fast', 'mev-super-fast', 'custom'] as const;
export const priorityFeeModeSchema = v.picklist(PRIORITY_FEE_MODES);
export type PriorityFeeMode = v.InferOutput<typeof priorityFeeModeSchema>;

/** Slippage chips of the settings (spec 1 §4): auto, 10 %, 15 %, 20 %, or a custom percent. */
export const SLIPPAGE_CHIPS = ['auto', 10, 15, 20] as const;

export const sideSettingsSchema = v.object({
  /** 'auto' (shown as 0.3 %) or a fraction: 0.15 is 15 %. */
  slippage: v.union([v.literal('auto'), v.pipe(v.number(), v.gtValue(0), v.maxValue(1))]),
  isMev: v.boolean(),
  /** `value` is the custom fee in the chain's native coin (a decimal string, '' when not custom). */
  priorityFee: v.object({ mode: priorityFeeModeSchema, value: v.pipe(v.string(), v.maxLength(32)) }),
  /** The MEV-protection tip in the native coin (decimal string). */
  mevFee: v.pipe(v.string(), v.maxLength(32)),
  simulatedSell: v.boolean(),
});
export type SideSettings = v.InferOutput<typeof sideSettingsSchema>;

export const presetSchema = v.object({ name: v.pipe(v.string(), v.maxLength(20)), BUY: sideSettingsSchema, SELL: sideSettingsSchema });
export type TradePreset = v.InferOutput<typeof presetSchema>;

export const chainPresetsSchema = v.object({
  activePresetId: presetIdSchema,
  presetMap: v.object({ P1: presetSchema, P2: presetSchema, P3: presetSchema }),
  /** The chain's quick amounts (only the first four are shown). */
  quickAmounts: v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.minLength(1), v.maxLength(8)),
  quickPercents: v.pipe(v.array(v.pipe(v.number(), v.gtValue(0), v.maxValue(100))), v.minLength(1), v.maxLength(8)),
});
export type ChainPresets = v.InferOutput<typeof chainPresetsSchema>;

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
  const parsed = v.safeParse(chainPresetsSchema, saved);
  return parsed.success ? parsed.output : defaultChainPresets(chain);
}
