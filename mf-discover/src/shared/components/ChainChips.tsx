import { CHAINS, DEFAULT_CHAIN_ORDER } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { ToggleChips } from './ToggleChips';

export interface ChainChipsProps {
  label: string;
  /** Label of the "All" chip; without it there is no All chip. */
  allLabel?: string;
  value: ChainKey | 'all';
  onChange: (value: ChainKey | 'all') => void;
}

/** The primary chain chips (spec 3 §2): All (when labelled), then gatelayer, solana, bsc, eth, base; toggle buttons with aria-pressed. */
export function ChainChips({ label, allLabel, value, onChange }: ChainChipsProps) {
  const options: { value: ChainKey | 'all'; label: string }[] = [
    ...(allLabel === undefined ? [] : [{ value: 'all' as const, label: allLabel }]),
    ...DEFAULT_CHAIN_ORDER.map((key) => ({ value: key, label: CHAINS[key].name })),
  ];
  return <ToggleChips label={label} options={options} value={value} onChange={onChange} />;
}
