import styled from '@emotion/styled';
import { CHAINS, DEFAULT_CHAIN_ORDER } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';

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
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip key={option.value} type="button" aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: ${vars.size.space2};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Chip = styled.button`
  flex: none;
  height: 22px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: 11px;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  &:hover { color: ${vars.color.text}; }
  &[aria-pressed='true'] { color: ${vars.color.text}; border-color: ${vars.color.accent}; background: ${vars.color.surfaceRaised}; }
`;
