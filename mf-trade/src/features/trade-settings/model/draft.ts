import { PRESET_IDS, defaultChainPresets } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets, PresetId, SideSettings } from '@nova/shared-contracts';
import { cleanDecimalInput } from '../../../shared/decimalInput';
import { afterFeeBlur, feeFinding, fractionOf, percentText, slippageFinding, withCustomFee, withMev } from './rules';
import type { Finding } from './rules';

export type PresetSide = 'BUY' | 'SELL';
export const PRESET_SIDES: readonly PresetSide[] = ['BUY', 'SELL'];
export type SpeedMode = 'market' | 'fast' | 'super-fast';
export type SlippageChip = 'auto' | 10 | 15 | 20;

type SlotKey = `${PresetId}.${PresetSide}`;

/**
 * The settings dialog's draft: the chain's presets being edited, the shown side, and what the user
 * typed in each custom slippage input (kept as text so an invalid value is shown, not lost).
 */
export interface SettingsDraft {
  chain: ChainKey;
  presets: ChainPresets;
  side: PresetSide;
  slippageText: Partial<Record<SlotKey, string>>;
}

export type SettingsAction =
  | { type: 'preset'; id: PresetId }
  | { type: 'side'; side: PresetSide }
  | { type: 'slippageChip'; chip: SlippageChip }
  | { type: 'slippageText'; text: string }
  | { type: 'speed'; mode: SpeedMode }
  | { type: 'feeValue'; value: string }
  | { type: 'feeBlur' }
  | { type: 'mev'; on: boolean }
  | { type: 'mevFee'; value: string }
  | { type: 'simulatedSell'; on: boolean }
  | { type: 'reset' };

export const initialDraft = (chain: ChainKey, presets: ChainPresets): SettingsDraft => ({ chain, presets, side: 'BUY', slippageText: {} });

const slotOf = (draft: SettingsDraft): SlotKey => `${draft.presets.activePresetId}.${draft.side}`;

/** The side settings on show (the active preset, the chosen side). */
export const shownSide = (draft: SettingsDraft): SideSettings => draft.presets.presetMap[draft.presets.activePresetId][draft.side];

/** The custom slippage input's text: what was typed, else the stored value when it is not a chip. */
export function customSlippageText(draft: SettingsDraft): string {
  const typed = draft.slippageText[slotOf(draft)];
  if (typed !== undefined) return typed;
  const { slippage } = shownSide(draft);
  return typeof slippage === 'number' && !isChipValue(slippage) ? percentText(slippage) : '';
}

const CHIP_PERCENTS = [10, 15, 20] as const;
const isChipValue = (fraction: number) => CHIP_PERCENTS.some((percent) => fractionOf(String(percent)) === fraction);

/** The selected chip, or null when a custom value is in use. */
export function selectedChip(draft: SettingsDraft): SlippageChip | null {
  if (customSlippageText(draft) !== '') return null;
  const { slippage } = shownSide(draft);
  if (slippage === 'auto') return 'auto';
  return CHIP_PERCENTS.find((percent) => fractionOf(String(percent)) === slippage) ?? null;
}

function updateSide(draft: SettingsDraft, update: (side: SideSettings) => SideSettings): SettingsDraft {
  const id = draft.presets.activePresetId;
  const preset = draft.presets.presetMap[id];
  const presetMap = { ...draft.presets.presetMap, [id]: { ...preset, [draft.side]: update(preset[draft.side]) } };
  return { ...draft, presets: { ...draft.presets, presetMap } };
}

const withText = (draft: SettingsDraft, text: string | undefined): SettingsDraft => ({ ...draft, slippageText: { ...draft.slippageText, [slotOf(draft)]: text } });

/** The pure transitions of the settings dialog (spec 1 §4 "Preset controls"). */
export function settingsReducer(draft: SettingsDraft, action: SettingsAction): SettingsDraft {
  switch (action.type) {
    case 'preset':
      return { ...draft, presets: { ...draft.presets, activePresetId: action.id } };
    case 'side':
      return { ...draft, side: action.side };
    case 'slippageChip': {
      const slippage = action.chip === 'auto' ? 'auto' : fractionOf(String(action.chip));
      return updateSide(withText(draft, undefined), (side) => ({ ...side, slippage }));
    }
    case 'slippageText': {
      const text = cleanDecimalInput(action.text);
      const next = withText(draft, text);
      // An empty input means auto; an erroneous value keeps the last valid one (Save is blocked).
      if (text === '') return updateSide(next, (side) => ({ ...side, slippage: 'auto' }));
      if (slippageFinding(text)?.level === 'error') return next;
      return updateSide(next, (side) => ({ ...side, slippage: fractionOf(text) }));
    }
    case 'speed':
      return updateSide(draft, (side) => (side.isMev ? side : { ...side, priorityFee: { mode: action.mode, value: '' } }));
    case 'feeValue':
      return updateSide(draft, (side) => withCustomFee(side, cleanDecimalInput(action.value)));
    case 'feeBlur':
      return updateSide(draft, afterFeeBlur);
    case 'mev':
      return updateSide(draft, (side) => withMev(side, action.on));
    case 'mevFee':
      return updateSide(draft, (side) => ({ ...side, mevFee: cleanDecimalInput(action.value) }));
    case 'simulatedSell':
      return updateSide(draft, (side) => ({ ...side, simulatedSell: action.on }));
    case 'reset': {
      const id = draft.presets.activePresetId;
      const fresh = defaultChainPresets(draft.chain).presetMap[id];
      const cleared = PRESET_SIDES.reduce((texts, side) => ({ ...texts, [`${id}.${side}`]: undefined }), draft.slippageText);
      return { ...draft, slippageText: cleared, presets: { ...draft.presets, presetMap: { ...draft.presets.presetMap, [id]: { ...fresh, name: draft.presets.presetMap[id].name } } } };
    }
  }
}

export interface SideFindings {
  slippage: Finding | null;
  fee: Finding | null;
  mevFee: Finding | null;
}

/** The findings of one preset's side. */
export function sideFindings(draft: SettingsDraft, id: PresetId, sideKey: PresetSide): SideFindings {
  const side = draft.presets.presetMap[id][sideKey];
  const typed = draft.slippageText[`${id}.${sideKey}`];
  return {
    slippage: typed === undefined ? null : slippageFinding(typed),
    fee: side.priorityFee.mode === 'custom' ? feeFinding(side.priorityFee.value, side.isMev, draft.chain) : null,
    mevFee: side.isMev ? feeFinding(side.mevFee, true, draft.chain) : null,
  };
}

/** The first preset and side holding an error (Save is blocked while there is one), or null. */
export function firstError(draft: SettingsDraft): { id: PresetId; side: PresetSide } | null {
  for (const id of PRESET_IDS) {
    for (const side of PRESET_SIDES) {
      if (Object.values(sideFindings(draft, id, side)).some((finding) => finding?.level === 'error')) return { id, side };
    }
  }
  return null;
}
