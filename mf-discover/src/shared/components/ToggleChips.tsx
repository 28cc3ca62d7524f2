import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

export interface ToggleChipsProps<V extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of pill toggle buttons (aria-pressed) in a named group; exactly one is pressed. */
export function ToggleChips<V extends string>({ label, options, value, onChange }: ToggleChipsProps<V>) {
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
